// The local checkout (server/adapters/payments/local.ts): `window.Razorpay` as Razorpay's checkout.js
// defines it (new Razorpay(options), .on('payment.failed', fn), .open()), drawing a payment sheet that
// pays or fails through /__local/razorpay/pay, which signs the answer as Razorpay does. It takes no
// money and exists only on a server without Razorpay keys.
/* global document, window */
;(function () {
  'use strict'
  var base = '/__local/razorpay/'
  var methods = [
    ['upi', 'UPI'],
    ['card', 'Card'],
    ['netbanking', 'Netbanking'],
    ['wallet', 'Wallet'],
  ]

  function element(tag, style, text) {
    var node = document.createElement(tag)
    for (var key in style) node.style[key] = style[key]
    if (text) node.textContent = text
    return node
  }

  function Razorpay(givenOptions) {
    var options = givenOptions || {}
    var failedHandlers = []
    this.on = function (event, handler) {
      if (event === 'payment.failed') failedHandlers.push(handler)
    }
    this.open = function () {
      open(options, failedHandlers)
    }
  }

  function open(options, failedHandlers) {
    var returnFocus = document.activeElement
    var overlay = element('div', {
      position: 'fixed',
      inset: '0',
      background: 'rgba(15, 23, 42, 0.6)',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      zIndex: '2147483647',
      fontFamily: 'system-ui, sans-serif',
    })
    var sheet = element('div', {
      background: '#fff',
      color: '#0f172a',
      width: 'min(360px, calc(100vw - 24px))',
      borderRadius: '8px',
      boxShadow: '0 10px 30px rgba(0,0,0,0.3)',
      overflow: 'hidden',
    })
    sheet.setAttribute('role', 'dialog')
    sheet.setAttribute('aria-modal', 'true')
    sheet.setAttribute('aria-labelledby', 'local-razorpay-title')
    sheet.setAttribute('data-testid', 'local-razorpay-checkout')

    var header = element('div', { background: '#1e3a8a', color: '#fff', padding: '16px', position: 'relative' })
    var title = element('h2', { margin: '0', fontSize: '18px' }, options.name || 'Checkout')
    title.id = 'local-razorpay-title'
    header.appendChild(title)
    if (options.description) header.appendChild(element('p', { margin: '4px 0 0', fontSize: '14px' }, options.description))
    var amount = new Intl.NumberFormat('en-IN', { style: 'currency', currency: options.currency || 'INR' }).format(
      (options.amount || 0) / 100,
    )
    header.appendChild(element('p', { margin: '8px 0 0', fontSize: '22px', fontWeight: '700' }, amount))
    var close = element(
      'button',
      {
        position: 'absolute',
        top: '8px',
        right: '8px',
        background: 'transparent',
        color: '#fff',
        border: '0',
        fontSize: '22px',
        cursor: 'pointer',
        minWidth: '44px',
        minHeight: '44px',
      },
      '×',
    )
    close.type = 'button'
    close.setAttribute('aria-label', 'Close checkout')
    header.appendChild(close)
    sheet.appendChild(header)

    var body = element('form', { padding: '16px', display: 'grid', gap: '8px' })
    var fieldset = element('fieldset', { border: '0', margin: '0', padding: '0', display: 'grid', gap: '8px' })
    fieldset.appendChild(element('legend', { fontSize: '14px', marginBottom: '8px' }, 'Pay with'))
    methods.forEach(function (method, index) {
      var label = element('label', {
        display: 'flex',
        gap: '8px',
        alignItems: 'center',
        padding: '8px',
        border: '1px solid #cbd5e1',
        borderRadius: '6px',
        minHeight: '44px',
      })
      var input = document.createElement('input')
      input.type = 'radio'
      input.name = 'method'
      input.value = method[0]
      input.checked = index === 0
      label.appendChild(input)
      label.appendChild(document.createTextNode(method[1]))
      fieldset.appendChild(label)
    })
    body.appendChild(fieldset)
    var note = element(
      'p',
      { fontSize: '12px', color: '#475569', margin: '4px 0' },
      'Local checkout: no money moves. Use "Pay" for a successful payment or "Fail payment" for a failed one.',
    )
    body.appendChild(note)
    var pay = element(
      'button',
      {
        background: '#1e3a8a',
        color: '#fff',
        border: '0',
        borderRadius: '6px',
        padding: '12px',
        fontSize: '16px',
        cursor: 'pointer',
        minHeight: '44px',
      },
      'Pay ' + amount,
    )
    pay.type = 'submit'
    var fail = element(
      'button',
      {
        background: '#fff',
        color: '#b91c1c',
        border: '1px solid #b91c1c',
        borderRadius: '6px',
        padding: '10px',
        fontSize: '14px',
        cursor: 'pointer',
        minHeight: '44px',
      },
      'Fail payment',
    )
    fail.type = 'button'
    var status = element('p', { fontSize: '14px', margin: '0', minHeight: '1em' })
    status.setAttribute('role', 'status')
    body.appendChild(pay)
    body.appendChild(fail)
    body.appendChild(status)
    sheet.appendChild(body)
    overlay.appendChild(sheet)

    function finish() {
      document.removeEventListener('keydown', onKey, true)
      overlay.remove()
      if (returnFocus && returnFocus.focus) returnFocus.focus()
    }
    function dismiss() {
      finish()
      if (options.modal && typeof options.modal.ondismiss === 'function') options.modal.ondismiss()
    }
    function onKey(event) {
      if (event.key === 'Escape') {
        event.preventDefault()
        dismiss()
      }
    }
    function submit(outcome) {
      pay.disabled = true
      fail.disabled = true
      status.textContent = 'Processing…'
      var checked = body.querySelector('input[name="method"]:checked')
      fetch(base + 'pay', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ order_id: options.order_id, outcome: outcome, method: checked ? checked.value : 'upi' }),
      })
        .then(function (response) {
          return response.json().then(function (answer) {
            return { ok: response.ok, answer: answer }
          })
        })
        .then(function (result) {
          finish()
          if (result.ok && typeof options.handler === 'function') {
            options.handler(result.answer)
            return
          }
          failedHandlers.forEach(function (handler) {
            handler(result.answer)
          })
        })
        .catch(function () {
          pay.disabled = false
          fail.disabled = false
          status.textContent = 'Could not reach the local checkout.'
        })
    }

    close.addEventListener('click', dismiss)
    body.addEventListener('submit', function (event) {
      event.preventDefault()
      submit('success')
    })
    fail.addEventListener('click', function () {
      submit('failure')
    })
    document.addEventListener('keydown', onKey, true)
    document.body.appendChild(overlay)
    pay.focus()
  }

  window.Razorpay = Razorpay
})()

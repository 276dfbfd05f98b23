import { GST_RATE_PERCENT, paiseToRupeesText, type InvoiceData } from '#core/plans/invoice.ts'

/** The Typst template of the invoice, under the renderer's template root (server/lib/typst/templates). */
export const INVOICE_TEMPLATE = 'invoice/gst-invoice.typ'

/**
 * What the invoice template prints, worded and formatted from an issued invoice's frozen data (and
 * nothing else, so a re-download renders the same). The invoice is in English, the language of the
 * GST records it belongs to.
 */
export function invoiceDocument(data: InvoiceData) {
  const rupees = (paise: number) => `₹${paiseToRupeesText(paise)}`
  const { amounts, supplier } = data
  const half = GST_RATE_PERCENT / 2
  const taxRows =
    amounts.igstPaise > 0
      ? [{ label: `IGST @ ${GST_RATE_PERCENT}%`, value: rupees(amounts.igstPaise), strong: false }]
      : [
          { label: `CGST @ ${half}%`, value: rupees(amounts.cgstPaise), strong: false },
          { label: `SGST @ ${half}%`, value: rupees(amounts.sgstPaise), strong: false },
        ]
  return {
    title: 'Tax Invoice',
    original: 'Original for recipient',
    sample: supplier.isSample
      ? 'SAMPLE: issued by a local run with the embedded sample business (INVOICE_ variables unset). Not a valid tax invoice.'
      : null,
    supplier: {
      legalName: supplier.legalName,
      address: supplier.address,
      stateLine: `State: ${supplier.state} (code ${supplier.stateCode})`,
      gstinLine: `GSTIN: ${supplier.gstin}`,
    },
    facts: [
      { label: 'Invoice number', value: data.number },
      { label: 'Invoice date', value: data.invoiceDate },
      { label: 'Place of supply', value: `${data.placeOfSupply.state} (${data.placeOfSupply.stateCode})` },
      { label: 'Order', value: data.orderId },
      { label: 'Payment', value: data.paymentId },
      { label: 'Reverse charge', value: 'No' },
    ],
    buyer: {
      heading: 'Billed to',
      lines: [data.buyer.name, data.buyer.email, data.buyer.state ? `State: ${data.buyer.state}` : 'Unregistered buyer'].filter(
        (line) => line !== '',
      ),
    },
    table: {
      header: ['Description', 'SAC', 'Taxable value'],
      rows: [
        {
          description: `${data.description} (${data.period.from} to ${data.period.until})`,
          code: data.sac,
          amount: rupees(amounts.taxablePaise),
        },
      ],
    },
    totals: [
      { label: 'Taxable value', value: rupees(amounts.taxablePaise), strong: false },
      ...taxRows,
      { label: 'Total (tax included)', value: rupees(amounts.totalPaise), strong: true },
    ],
    notes: [
      `The price of ${rupees(amounts.totalPaise)} includes GST at ${GST_RATE_PERCENT}%.`,
      'Paid online through Razorpay. This is a computer-generated invoice and needs no signature.',
    ],
  }
}

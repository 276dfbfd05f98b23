import {
  forwardRef,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { runAfterPress } from './after-press.ts'
import { cn } from './cn.ts'
import { Input, type ControlSize } from './input.tsx'

export type ComboboxOption = {
  value: string
  /** Secondary text on the right of the option, e.g. a job count. */
  hint?: string
}

export type ComboboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'> & {
  id: string
  value: string
  onValueChange: (value: string) => void
  options: readonly ComboboxOption[]
  /** Called after an option is chosen with Enter or a click (the value has already been set). */
  onOptionSelect?: (value: string) => void
  /** The accessible name of the suggestion list. */
  listLabel: string
  startIcon?: ReactNode
  controlSize?: ControlSize
}

/**
 * A text input with a suggestion list: the WAI-ARIA APG "combobox with list autocomplete" pattern.
 * Focus stays in the input; Down/Up move the highlighted option (announced with
 * aria-activedescendant), Enter chooses it, Escape closes the list and Tab leaves it.
 *
 * Below the md breakpoint, where fields stack, the open list takes its place in the page and pushes
 * what follows down instead of lying over it: a tap meant for the next field or a button must not
 * choose a suggestion. A press outside closes the list once that press has landed (closing first
 * would move the target from under the finger), and so does a scroll of the page; scrolling the list
 * itself does not.
 */
export const Combobox = forwardRef<HTMLInputElement, ComboboxProps>(function Combobox(
  { id, value, onValueChange, options, onOptionSelect, listLabel, startIcon, onKeyDown, onBlur, onFocus, className, ...props },
  ref,
) {
  const [isDismissed, setIsDismissed] = useState(true)
  const [activeIndex, setActiveIndex] = useState(-1)
  const [optionsSeen, setOptionsSeen] = useState(options)
  const rootRef = useRef<HTMLDivElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  /** Cancels the close waiting for a press outside to land; null when none waits. */
  const cancelCloseAfterPress = useRef<(() => void) | null>(null)
  // A new list of options starts with nothing highlighted (adjusting state during render, not in an effect).
  if (optionsSeen !== options) {
    setOptionsSeen(options)
    setActiveIndex(-1)
  }
  const isOpen = !isDismissed && options.length > 0
  const listId = `${id}-listbox`
  const optionId = (index: number) => `${id}-option-${index}`

  function close() {
    cancelCloseAfterPress.current?.()
    cancelCloseAfterPress.current = null
    setIsDismissed(true)
    setActiveIndex(-1)
  }

  useEffect(() => {
    if (!isOpen) return
    function handlePointerDown(event: PointerEvent) {
      if (isWithin(rootRef.current, event.target) || cancelCloseAfterPress.current) return
      cancelCloseAfterPress.current = runAfterPress(close)
    }
    function handleScroll(event: Event) {
      if (isWithin(listRef.current, event.target)) return
      close()
    }
    // Capture: a press or a scroll anywhere (a dialog, a sideways chip row) counts, even if stopped there.
    document.addEventListener('pointerdown', handlePointerDown, true)
    document.addEventListener('scroll', handleScroll, true)
    return () => {
      document.removeEventListener('pointerdown', handlePointerDown, true)
      document.removeEventListener('scroll', handleScroll, true)
    }
  }, [isOpen])

  useEffect(() => () => cancelCloseAfterPress.current?.(), [])

  // Text typed into the server's HTML before this hydrated is in the field but not in the state
  // (React keeps a field's text when it hydrates it): take it once, so what is sent is what the reader
  // sees. A layout effect, so the state has it before any press after hydration can be handled.
  const hasHydrated = useRef(false)
  useLayoutEffect(() => {
    if (hasHydrated.current) return
    hasHydrated.current = true
    const field = document.getElementById(id)
    if (field instanceof HTMLInputElement && field.value !== value) onValueChange(field.value)
  }, [id, value, onValueChange])

  function choose(index: number) {
    const option = options[index]
    if (!option) return
    onValueChange(option.value)
    close()
    onOptionSelect?.(option.value)
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event)
    if (event.defaultPrevented) return
    switch (event.key) {
      case 'ArrowDown': {
        if (options.length === 0) return
        event.preventDefault()
        setIsDismissed(false)
        setActiveIndex((index) => (!isOpen || index >= options.length - 1 ? 0 : index + 1))
        return
      }
      case 'ArrowUp': {
        if (options.length === 0) return
        event.preventDefault()
        setIsDismissed(false)
        setActiveIndex((index) => (!isOpen || index <= 0 ? options.length - 1 : index - 1))
        return
      }
      case 'Enter': {
        if (!isOpen || activeIndex < 0) return
        event.preventDefault()
        choose(activeIndex)
        return
      }
      case 'Escape': {
        if (!isOpen) return
        event.preventDefault()
        close()
        return
      }
      case 'Tab': {
        close()
        return
      }
    }
  }

  return (
    <div ref={rootRef} className="relative">
      <Input
        ref={ref}
        id={id}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-activedescendant={isOpen && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        value={value}
        startIcon={startIcon}
        className={className}
        onChange={(event) => {
          onValueChange(event.target.value)
          setIsDismissed(false)
        }}
        onKeyDown={handleKeyDown}
        onFocus={onFocus}
        onBlur={(event) => {
          // Focus left with a press outside: the list closes once that press has landed.
          if (!cancelCloseAfterPress.current) close()
          onBlur?.(event)
        }}
        {...props}
      />
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!isOpen}
        className={cn(
          'mt-1.5 max-h-[min(18rem,50svh)] overflow-y-auto overscroll-contain rounded-xl border border-line bg-surface-raised py-1 shadow-xl',
          'md:absolute md:inset-x-0 md:top-full md:z-30',
        )}
      >
        {options.map((option, index) => (
          <li
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            // Keeps focus in the input so the click lands before blur closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
            className={cn(
              'flex min-h-11 cursor-pointer items-center justify-between gap-3 px-3 text-sm text-ink',
              index === activeIndex ? 'bg-brand-50 dark:bg-brand-900/50' : 'hover:bg-surface-muted',
            )}
          >
            <span className="truncate font-medium">{option.value}</span>
            {option.hint ? <span className="shrink-0 text-xs text-ink-muted">{option.hint}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  )
})

function isWithin(container: Element | null, target: EventTarget | null): boolean {
  return container !== null && target instanceof Node && container.contains(target)
}

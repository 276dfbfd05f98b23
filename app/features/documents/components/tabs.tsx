import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { cn } from '#app/ui/cn.ts'

/**
 * Tabs as WAI-ARIA's tab pattern: the selected tab is the one tab stop, arrow keys (and Home, End) move
 * and select, and the panel is named by its tab.
 */
export function Tabs<Value extends string>({
  label,
  value,
  tabs,
  onValueChange,
  children,
}: {
  label: string
  value: Value
  tabs: ReadonlyArray<{ value: Value; label: string }>
  onValueChange: (value: Value) => void
  children: ReactNode
}) {
  const baseId = useId()
  const listRef = useRef<HTMLDivElement>(null)
  const index = tabs.findIndex((tab) => tab.value === value)

  function select(next: number) {
    const tab = tabs[(next + tabs.length) % tabs.length]
    if (!tab) return
    onValueChange(tab.value)
    listRef.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(`${baseId}-tab-${tab.value}`)}`)?.focus()
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    // In a right-to-left page the arrows point the other way.
    const isRtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    select(isRtl && (event.key === 'ArrowRight' || event.key === 'ArrowLeft') ? 2 * index - next : next)
  }

  return (
    <div>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto rounded-xl bg-surface-muted p-1 dark:bg-white/5"
      >
        {tabs.map((tab) => {
          const isSelected = tab.value === value
          return (
            <button
              key={tab.value}
              id={`${baseId}-tab-${tab.value}`}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onValueChange(tab.value)}
              className={cn(
                'min-h-11 shrink-0 grow rounded-lg px-2 text-sm sm:px-3 font-semibold whitespace-nowrap sm:min-h-9',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                isSelected ? 'bg-surface-raised text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
              )}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      <div
        id={`${baseId}-panel`}
        role="tabpanel"
        aria-labelledby={`${baseId}-tab-${value}`}
        tabIndex={0}
        className="mt-4 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        {children}
      </div>
    </div>
  )
}

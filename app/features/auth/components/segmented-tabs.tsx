import { useRef, type KeyboardEvent, type ReactNode } from 'react'
import { cn } from '#app/ui/cn.ts'

export type TabItem<Value extends string> = { value: Value; label: ReactNode; icon?: ReactNode }

/** The ids that tie a tab to its panel: `${baseId}-tab-${value}` and `${baseId}-panel-${value}`. */
export function tabIds(baseId: string, value: string): { tab: string; panel: string } {
  return { tab: `${baseId}-tab-${value}`, panel: `${baseId}-panel-${value}` }
}

/**
 * Tabs as the ARIA pattern has them: one tab stop, arrow keys (and Home/End) move between tabs and
 * select, the selected tab controls its panel, which the caller renders with `tabIds(…).panel`.
 */
export function SegmentedTabs<Value extends string>({
  baseId,
  label,
  items,
  value,
  onChange,
  className,
}: {
  baseId: string
  label: string
  items: ReadonlyArray<TabItem<Value>>
  value: Value
  onChange: (value: Value) => void
  className?: string
}) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([])

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }
    const target = next[event.key]
    const item = target === undefined ? undefined : items[target]
    if (target === undefined || !item) return
    event.preventDefault()
    onChange(item.value)
    buttons.current[target]?.focus()
  }

  return (
    <div role="tablist" aria-label={label} className={cn('grid grid-flow-col gap-1 rounded-xl bg-surface-muted p-1', className)}>
      {items.map((item, index) => {
        const isSelected = item.value === value
        const ids = tabIds(baseId, item.value)
        return (
          <button
            key={item.value}
            ref={(element) => {
              buttons.current[index] = element
            }}
            id={ids.tab}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={ids.panel}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onChange(item.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-brand-500 motion-reduce:transition-none',
              isSelected ? 'bg-surface-raised text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
            )}
          >
            {item.icon}
            {item.label}
          </button>
        )
      })}
    </div>
  )
}

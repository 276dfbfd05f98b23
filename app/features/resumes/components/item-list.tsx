import { Plus, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { Button } from '#app/ui/button.tsx'

/**
 * The items of one section (jobs, degrees, projects …): each in its own group with a remove button,
 * and an add button below. `onChange` gets the new list and, for typing, the field's key (one undo step
 * per field); adding and removing are steps of their own.
 */
export function ItemList<Item extends { id: string }>({
  items,
  onChange,
  newItem,
  itemTitle,
  addLabel,
  children,
}: {
  items: readonly Item[]
  onChange: (items: Item[], key?: string) => void
  newItem: () => Item
  itemTitle: (item: Item, index: number) => string
  addLabel: string
  children: (item: Item, update: (patch: Partial<Item>, field: string) => void) => ReactNode
}) {
  const { t } = useTranslation('resume')
  return (
    <div className="flex flex-col gap-4">
      {items.map((item, index) => {
        const title = itemTitle(item, index)
        return (
          <fieldset key={item.id} className="rounded-xl border border-line p-3 sm:p-4">
            <legend className="px-1 text-sm font-semibold">{title}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {children(item, (patch, field) =>
                onChange(
                  items.map((candidate) => (candidate.id === item.id ? { ...candidate, ...patch } : candidate)),
                  `${item.id}.${field}`,
                ),
              )}
            </div>
            <div className="mt-3 flex justify-end">
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => onChange(items.filter((candidate) => candidate.id !== item.id))}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t('builder.items.remove', { item: title })}
              </Button>
            </div>
          </fieldset>
        )
      })}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => onChange([...items, newItem()])}>
          <Plus aria-hidden="true" className="size-4" />
          {addLabel}
        </Button>
      </div>
    </div>
  )
}

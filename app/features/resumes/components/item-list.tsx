import { Plus, Trash2 } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { Button } from '#app/ui/button.tsx'
import { moveItem } from '#app/features/resumes/editor/document-edits.ts'
import { DragHandle, MoveButtons, useReorderDrop } from './reorder-controls.tsx'

/**
 * The items of one section (jobs, degrees, projects …): each in its own group with a remove button,
 * Move up and Move down buttons and a drag handle (the sections' own controls, reorder-controls.tsx),
 * and an add button below. `onChange` gets the new list and, for typing, the field's key (one undo step
 * per field); adding, removing and moving are steps of their own. A move is announced in the list's
 * live region.
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
  // Each list drags its own type, so a job dropped on a degree (or a section on an item) is refused.
  const dragType = `application/x-jobyatra-resume-item-${useId().replace(/[^a-z0-9]/gi, '')}`.toLowerCase()
  const [announcement, setAnnouncement] = useState('')

  function move(id: string, to: number) {
    const from = items.findIndex((item) => item.id === id)
    const moved = moveItem(items, from, to)
    if (moved === items) return
    onChange([...moved])
    const item = moved[to]
    if (item) setAnnouncement(t('builder.order.moved', { section: itemTitle(item, to), position: to + 1, total: items.length }))
  }

  return (
    <div className="flex flex-col gap-4">
      {items.map((item, index) => (
        <Entry
          key={item.id}
          title={itemTitle(item, index)}
          dragType={dragType}
          itemId={item.id}
          position={index}
          total={items.length}
          onMove={(offset) => move(item.id, index + offset)}
          onDropItem={(dragged) => move(dragged, index)}
          onRemove={() => onChange(items.filter((candidate) => candidate.id !== item.id))}
        >
          {children(item, (patch, field) =>
            onChange(
              items.map((candidate) => (candidate.id === item.id ? { ...candidate, ...patch } : candidate)),
              `${item.id}.${field}`,
            ),
          )}
        </Entry>
      ))}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => onChange([...items, newItem()])}>
          <Plus aria-hidden="true" className="size-4" />
          {addLabel}
        </Button>
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  )
}

function Entry({
  title,
  dragType,
  itemId,
  position,
  total,
  onMove,
  onDropItem,
  onRemove,
  children,
}: {
  title: string
  dragType: string
  itemId: string
  position: number
  total: number
  onMove: (offset: number) => void
  onDropItem: (draggedId: string) => void
  onRemove: () => void
  children: ReactNode
}) {
  const { t } = useTranslation('resume')
  const drop = useReorderDrop(dragType, onDropItem)
  return (
    <fieldset
      data-item={itemId}
      className={`rounded-xl border p-3 sm:p-4 ${drop.isOver ? 'border-brand-500 ring-2 ring-brand-500/40' : 'border-line'}`}
      {...drop.handlers}
    >
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      <div className="grid gap-3 sm:grid-cols-2">{children}</div>
      <div className="mt-3 flex flex-wrap items-center gap-1">
        {total > 1 ? (
          <>
            <DragHandle dragType={dragType} dragValue={itemId} label={t('builder.order.dragHandle', { section: title })} />
            <MoveButtons
              position={position}
              total={total}
              labels={{ up: t('builder.order.moveUp', { section: title }), down: t('builder.order.moveDown', { section: title }) }}
              onMove={onMove}
            />
          </>
        ) : null}
        <Button type="button" variant="ghost" size="sm" className="ms-auto" onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('builder.items.remove', { item: title })}
        </Button>
      </div>
    </fieldset>
  )
}

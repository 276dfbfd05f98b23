import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react'
import { useEffect, useRef, useState, type DragEvent } from 'react'
import { Button } from '#app/ui/button.tsx'

/**
 * The builder's one way to reorder (issue 20; decision 067): a drag handle (DragHandle), and Move up and
 * Move down buttons for the keyboard (MoveButtons). Sections and the items inside a section (jobs,
 * degrees, projects …) both use them. At an end a button stays focusable and does nothing, so focus
 * never drops to the page; after a move the pressed button keeps the focus even when the browser moved
 * its element in the page. The caller announces the new place in a live region.
 */
export function DragHandle({
  dragType,
  dragValue,
  label,
}: {
  /** The drag's payload type: what a drop target accepts, so a file or another list's item is not taken for one. */
  dragType: string
  /** What the drag carries: the section's name or the item's id. */
  dragValue: string
  label: string
}) {
  return (
    <span
      draggable
      role="img"
      aria-label={label}
      title={label}
      className="inline-flex size-9 shrink-0 cursor-grab items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted active:cursor-grabbing"
      onDragStart={(event) => {
        event.dataTransfer.setData(dragType, dragValue)
        event.dataTransfer.effectAllowed = 'move'
      }}
    >
      <GripVertical aria-hidden="true" className="size-5" />
    </span>
  )
}

export function MoveButtons({
  position,
  total,
  labels,
  onMove,
}: {
  /** 0-based place in the order. */
  position: number
  total: number
  labels: { up: string; down: string }
  onMove: (offset: number) => void
}) {
  const up = useRef<HTMLButtonElement>(null)
  const down = useRef<HTMLButtonElement>(null)
  const pressed = useRef<'up' | 'down' | null>(null)

  // The element may have been moved in the page (React moves the item that changed place): focus it again.
  useEffect(() => {
    const which = pressed.current
    pressed.current = null
    if (which === 'up') up.current?.focus()
    if (which === 'down') down.current?.focus()
  }, [position])

  function press(which: 'up' | 'down') {
    const isAtEnd = which === 'up' ? position === 0 : position === total - 1
    if (isAtEnd) return
    pressed.current = which
    onMove(which === 'up' ? -1 : 1)
  }

  return (
    <>
      <Button
        ref={up}
        type="button"
        variant="ghost"
        size="icon"
        aria-label={labels.up}
        aria-disabled={position === 0}
        onClick={() => press('up')}
      >
        <ArrowUp aria-hidden="true" className="size-5" />
      </Button>
      <Button
        ref={down}
        type="button"
        variant="ghost"
        size="icon"
        aria-label={labels.down}
        aria-disabled={position === total - 1}
        onClick={() => press('down')}
      >
        <ArrowDown aria-hidden="true" className="size-5" />
      </Button>
    </>
  )
}

/**
 * What makes an element a drop target for ReorderControls' drags of `dragType`: the handlers to spread on
 * it and whether a drag is over it (to draw it). `onDropValue` gets the dragged section's name or item's id.
 */
export function useReorderDrop(dragType: string, onDropValue: (value: string) => void) {
  const [isOver, setIsOver] = useState(false)
  return {
    isOver,
    handlers: {
      onDragOver: (event: DragEvent) => {
        if (!event.dataTransfer.types.includes(dragType)) return
        event.preventDefault()
        // An item's drop target sits inside its section's: the innermost one takes the drag.
        event.stopPropagation()
        setIsOver(true)
      },
      onDragLeave: () => setIsOver(false),
      onDrop: (event: DragEvent) => {
        setIsOver(false)
        if (!event.dataTransfer.types.includes(dragType)) return
        const value = event.dataTransfer.getData(dragType)
        event.preventDefault()
        event.stopPropagation()
        if (value !== '') onDropValue(value)
      },
    },
  }
}

import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { RESUME_SECTIONS, type ResumeSection } from '#core/resume/resume-constants.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { Button } from '#app/ui/button.tsx'

/** The drag's payload type: a section's name, so a drop elsewhere on the page (a file) is not taken for one. */
const SECTION_DRAG_TYPE = 'application/x-jobyatra-resume-section'

/**
 * One reorderable section of the editor: its heading, Move up and Move down buttons (the keyboard's way,
 * announced by the page's live region; at an end they stay focusable and do nothing, so focus never drops
 * to the page) and a handle to drag it onto another section's place.
 */
export function SectionCard({
  section,
  title,
  position,
  total,
  onMove,
  onDropSection,
  children,
}: {
  section: ResumeSection
  title: string
  /** 0-based place in the order. */
  position: number
  total: number
  onMove: (offset: number) => void
  onDropSection: (dragged: ResumeSection) => void
  children: ReactNode
}) {
  const { t } = useTranslation('resume')
  const [isDropTarget, setIsDropTarget] = useState(false)
  const headingId = `resume-section-${section}`
  return (
    <section
      aria-labelledby={headingId}
      data-section={section}
      className={`rounded-2xl border bg-surface-raised p-3 shadow-xs sm:p-5 ${isDropTarget ? 'border-brand-500 ring-2 ring-brand-500/40' : 'border-line'}`}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes(SECTION_DRAG_TYPE)) return
        event.preventDefault()
        setIsDropTarget(true)
      }}
      onDragLeave={() => setIsDropTarget(false)}
      onDrop={(event) => {
        setIsDropTarget(false)
        const data = event.dataTransfer.getData(SECTION_DRAG_TYPE)
        const dragged = RESUME_SECTIONS.find((candidate) => candidate === data)
        if (!dragged) return
        event.preventDefault()
        onDropSection(dragged)
      }}
    >
      <div className="mb-3 flex items-center gap-2">
        <span
          draggable
          role="img"
          aria-label={t('builder.order.dragHandle', { section: title })}
          title={t('builder.order.dragHandle', { section: title })}
          className="inline-flex size-9 cursor-grab items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted active:cursor-grabbing"
          onDragStart={(event) => {
            event.dataTransfer.setData(SECTION_DRAG_TYPE, section)
            event.dataTransfer.effectAllowed = 'move'
          }}
        >
          <GripVertical aria-hidden="true" className="size-5" />
        </span>
        <h2 id={headingId} className="min-w-0 flex-1 text-lg font-semibold">
          {title}
        </h2>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={t('builder.order.moveUp', { section: title })}
          aria-disabled={position === 0}
          onClick={() => onMove(-1)}
        >
          <ArrowUp aria-hidden="true" className="size-5" />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={t('builder.order.moveDown', { section: title })}
          aria-disabled={position === total - 1}
          onClick={() => onMove(1)}
        >
          <ArrowDown aria-hidden="true" className="size-5" />
        </Button>
      </div>
      {children}
    </section>
  )
}

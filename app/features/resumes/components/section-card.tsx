import type { ReactNode } from 'react'
import { RESUME_SECTIONS, type ResumeSection } from '#core/resume/resume-constants.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { DragHandle, MoveButtons, useReorderDrop } from './reorder-controls.tsx'

/** The drag's payload type: a section's name, so a drop elsewhere on the page (a file) is not taken for one. */
const SECTION_DRAG_TYPE = 'application/x-jobyatra-resume-section'

/**
 * One reorderable section of the editor: its heading, Move up and Move down buttons (the keyboard's way,
 * announced by the page's live region) and a handle to drag it onto another section's place — the
 * builder's one reordering control (reorder-controls.tsx), which the items inside a section use too.
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
  const drop = useReorderDrop(SECTION_DRAG_TYPE, (value) => {
    const dragged = RESUME_SECTIONS.find((candidate) => candidate === value)
    if (dragged) onDropSection(dragged)
  })
  const headingId = `resume-section-${section}`
  return (
    <section
      aria-labelledby={headingId}
      data-section={section}
      className={`rounded-2xl border bg-surface-raised p-3 shadow-xs sm:p-5 ${drop.isOver ? 'border-brand-500 ring-2 ring-brand-500/40' : 'border-line'}`}
      {...drop.handlers}
    >
      <div className="mb-3 flex items-center gap-2">
        <DragHandle dragType={SECTION_DRAG_TYPE} dragValue={section} label={t('builder.order.dragHandle', { section: title })} />
        <h2 id={headingId} className="min-w-0 flex-1 text-lg font-semibold">
          {title}
        </h2>
        <MoveButtons
          position={position}
          total={total}
          labels={{ up: t('builder.order.moveUp', { section: title }), down: t('builder.order.moveDown', { section: title }) }}
          onMove={onMove}
        />
      </div>
      {children}
    </section>
  )
}

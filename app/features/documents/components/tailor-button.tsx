import { FileText } from 'lucide-react'
import { useState } from 'react'
import { useLocation } from 'react-router'
import type { Job } from '#core/jobs/job.schema.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { buttonClasses } from '#app/ui/button.tsx'
import { loadOnOpen } from '#app/ui/load-on-open.tsx'
import { authPathWithMode, useSessionUser } from '#app/features/auth/index.ts'

/** The generator's code loads on the press (or on hover and focus, to open at once): never in a page's first load. */
const generatorDialog = loadOnOpen(() => import('./document-generator-dialog.tsx').then((module) => module.DocumentGeneratorDialog))
const DocumentGeneratorDialog = generatorDialog.Component

/**
 * "Tailor resume & cover letter" for a job (spec 001 §2 "Document generator dialog"). Document
 * generation needs a signed-in user (spec 001 §6): signed out, it is a link to sign in and back.
 */
export function TailorDocumentsButton({ job, className }: { job: Job; className?: string }) {
  const { t } = useTranslation('jobs')
  const { user } = useSessionUser()
  const location = useLocation()
  const [isOpen, setIsOpen] = useState(false)
  const classes = buttonClasses({ variant: 'outline', size: 'md', className })
  const label = (
    <>
      <FileText aria-hidden="true" className="size-4" />
      {t('dialog.tailor')}
    </>
  )
  if (!user) {
    return (
      <a href={authPathWithMode('signin', `${location.pathname}${location.search}`)} className={classes}>
        {label}
      </a>
    )
  }
  return (
    <>
      <button
        type="button"
        className={classes}
        aria-haspopup="dialog"
        onPointerEnter={generatorDialog.preload}
        onFocus={generatorDialog.preload}
        onClick={() => setIsOpen(true)}
      >
        {label}
      </button>
      {isOpen ? <DocumentGeneratorDialog job={job} open={isOpen} onOpenChange={setIsOpen} /> : null}
    </>
  )
}

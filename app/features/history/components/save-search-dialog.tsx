import { useId, useState, type FormEvent } from 'react'
import { href, Link } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { renderError } from '#app/i18n/render.ts'
import { toApiError } from '#app/lib/api-client.ts'
import { Button, buttonClasses } from '#app/ui/button.tsx'
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#app/ui/dialog.tsx'
import { Field } from '#app/ui/form-field.tsx'
import { Input } from '#app/ui/input.tsx'
import { MAX_SAVED_SEARCH_NAME_LENGTH } from '#core/workspace/history.ts'
import { saveSearch } from '#app/features/history/api.ts'

type Status = { kind: 'editing' } | { kind: 'name-missing' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string }

/** Names and saves the search; the server checks the search and the limit, and its refusal is shown here. */
export function SaveSearchDialog({
  open,
  onOpenChange,
  search,
  defaultName,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  search: string
  defaultName: string
}) {
  const { t } = useTranslation('jobs')
  const id = useId()
  const [name, setName] = useState(defaultName.slice(0, MAX_SAVED_SEARCH_NAME_LENGTH))
  const [status, setStatus] = useState<Status>({ kind: 'editing' })
  const trimmed = name.trim()
  const nameError = status.kind === 'name-missing' && trimmed === '' ? t('saveSearch.nameRequired') : undefined

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (trimmed === '') {
      setStatus({ kind: 'name-missing' })
      return
    }
    setStatus({ kind: 'saving' })
    try {
      await saveSearch(trimmed, search)
      setStatus({ kind: 'saved' })
    } catch (error) {
      setStatus({ kind: 'failed', message: renderError(t, toApiError(error).body) })
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm" layout="sheet" closeLabel={t('saveSearch.close')}>
        <form onSubmit={(event) => void submit(event)} name="save-search">
          <DialogHeader>
            <DialogTitle>{t('saveSearch.title')}</DialogTitle>
            <DialogDescription>{t('saveSearch.description')}</DialogDescription>
          </DialogHeader>
          <DialogBody>
            {status.kind === 'saved' ? (
              <p role="status" className="rounded-2xl bg-brand-50 p-4 text-sm font-medium text-ink dark:bg-brand-900/40">
                {t('saveSearch.saved', { name: trimmed })}
              </p>
            ) : (
              <Field id={`${id}-name`} label={t('saveSearch.nameLabel')} error={nameError}>
                <Input
                  id={`${id}-name`}
                  value={name}
                  maxLength={MAX_SAVED_SEARCH_NAME_LENGTH}
                  onChange={(event) => setName(event.target.value)}
                  aria-invalid={nameError !== undefined}
                  {...(nameError ? { 'aria-describedby': `${id}-name-error` } : {})}
                  autoComplete="off"
                />
              </Field>
            )}
            {status.kind === 'failed' ? (
              <p role="alert" className="mt-3 text-sm font-medium text-red-700 dark:text-red-300">
                {status.message}
              </p>
            ) : null}
          </DialogBody>
          <DialogFooter>
            {status.kind === 'saved' ? (
              <>
                <Link to={href('/dashboard')} className={buttonClasses({ size: 'md' })}>
                  {t('saveSearch.seeOnDashboard')}
                </Link>
                <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                  {t('saveSearch.close')}
                </Button>
              </>
            ) : (
              <>
                <Button type="submit" disabled={status.kind === 'saving'}>
                  {status.kind === 'saving' ? t('saveSearch.saving') : t('saveSearch.save')}
                </Button>
                <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                  {t('saveSearch.cancel')}
                </Button>
              </>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

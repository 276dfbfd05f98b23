import { BellPlus } from 'lucide-react'
import { useState } from 'react'
import { SignInModal } from '#app/features/auth/index.ts'
import { useSessionUser } from '#app/features/auth/index.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { Button } from '#app/ui/button.tsx'
import { loadOnOpen } from '#app/ui/load-on-open.tsx'

/** The dialog loads on the tap, keeping it out of the listing's first JavaScript (bench/web/budgets.ts). */
const saveSearchDialog = loadOnOpen(() => import('./save-search-dialog.tsx').then((module) => module.SaveSearchDialog))
const SaveSearchDialog = saveSearchDialog.Component

/**
 * Save search on a listing (issue 19): the words, the place and the filters of what is on screen, under
 * a name the person chooses (the page's heading to start with). Signed out, it opens the sign-in prompt.
 */
export function SaveSearchButton({ search, defaultName }: { search: string; defaultName: string }) {
  const { t } = useTranslation('jobs')
  const { isSignedIn } = useSessionUser()
  const [isOpen, setIsOpen] = useState(false)
  const [isPromptOpen, setIsPromptOpen] = useState(false)
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => (isSignedIn ? setIsOpen(true) : setIsPromptOpen(true))}
        onPointerEnter={saveSearchDialog.preload}
        onFocus={saveSearchDialog.preload}
      >
        <BellPlus aria-hidden="true" className="size-4" />
        {t('saveSearch.button')}
      </Button>
      {isOpen ? <SaveSearchDialog open={isOpen} onOpenChange={setIsOpen} search={search} defaultName={defaultName} /> : null}
      {isPromptOpen ? <SignInModal open={isPromptOpen} onOpenChange={setIsPromptOpen} variant={{ kind: 'default' }} /> : null}
    </>
  )
}

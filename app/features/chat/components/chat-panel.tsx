import { ChevronDown, ChevronUp, Download, Globe, Mic, MicOff, Paperclip, Send, Square, Trash2 } from 'lucide-react'
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { Link } from 'react-router'
import {
  CHAT_LANGUAGES,
  isRightToLeft,
  MAX_CHAT_MESSAGE_LENGTH,
  QUICK_ACTIONS_MAX_MESSAGES,
  QUICK_ACTIONS_SHOWN,
  voiceLocaleOf,
} from '#core/chat/chat.ts'
import { quickActionsFor } from '#core/chat/chat-content.ts'
import { useSessionUser } from '#app/features/auth/index.ts'
import { renderError } from '#app/i18n/render.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { Button } from '#app/ui/button.tsx'
import { cn } from '#app/ui/cn.ts'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#app/ui/dialog.tsx'
import { showToast } from '#app/ui/toast.tsx'
import { splitMessage } from '#app/features/chat/message-links.ts'
import { usageLine, useChatUsage } from '#app/features/chat/chat-usage.ts'
import { useChat, type PanelMessage } from '#app/features/chat/use-chat.ts'
import { SPEECH_FAILURE_TEXTS, type VoiceFailure } from '#app/features/chat/speech-recognition.ts'
import { useVoiceInput } from '#app/features/chat/use-voice-input.ts'
import { ChatUploadDialog } from './chat-upload-dialog.tsx'
import { LanguagePicker } from './language-picker.tsx'

/**
 * The chat panel (spec 001 §2 "Chat panel", §4, §5, §9): header with the language badge and close,
 * the toolbar (Language, Upload, export, clear), Quick Actions while the chat has at most one message,
 * the conversation (a live region: replies are read out as they finish), and the input with voice and
 * send, which stops a reply as it streams. A dialog: focus stays inside, Escape closes; a full-screen
 * sheet on phones, a panel at the corner from sm up.
 */
export function ChatPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useTranslation(['chat', 'common'])
  const { isSignedIn } = useSessionUser()
  const onUnavailable = useCallback(() => {
    showToast({ type: 'error', title: t('errors.chatTitle'), description: t('errors.chatToast') })
  }, [t])
  const chat = useChat({ isSignedIn, pageLanguage: i18n.language, onUnavailable, unavailableText: t('errors.chatBot') })
  const usage = useChatUsage(isSignedIn)
  // Each message the server counted is confirmed with increment-usage (decision 073); otherwise the
  // count is read again (a refusal, or a reply stopped before the server answered).
  async function sendAndCount(...message: Parameters<typeof chat.send>) {
    const outcome = await chat.send(...message)
    if (outcome === null) return
    if (outcome.isCounted) await usage.confirm(outcome.messageId)
    else if (outcome.kind !== 'unavailable') await usage.refresh()
  }
  const usageText = usageLine(usage.usage, isSignedIn)
  const [draft, setDraft] = useState('')
  const [isPickerOpen, setIsPickerOpen] = useState(false)
  const [isUploadOpen, setIsUploadOpen] = useState(false)
  const [isClearOpen, setIsClearOpen] = useState(false)
  const [areActionsOpen, setAreActionsOpen] = useState(false)
  const [isMoreShown, setIsMoreShown] = useState(false)
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const listRef = useRef<HTMLDivElement>(null)
  const inputId = useId()
  const counterId = useId()
  const language = CHAT_LANGUAGES.find((entry) => entry.code === chat.language) ?? CHAT_LANGUAGES[0]
  const dir = isRightToLeft(chat.language) ? 'rtl' : 'ltr'

  const onVoiceFailure = useCallback(
    (failure: VoiceFailure) => {
      const texts = SPEECH_FAILURE_TEXTS[failure]
      showToast({ type: 'warning', title: t(texts.title), description: t(texts.description) })
    },
    [t],
  )
  const onHeard = (text: string) =>
    setDraft((current) => (current.trim() === '' ? text : `${current} ${text}`).slice(0, MAX_CHAT_MESSAGE_LENGTH))
  const voice = useVoiceInput({ locale: voiceLocaleOf(chat.language), onText: onHeard, onFailure: onVoiceFailure })

  useEffect(() => {
    const list = listRef.current
    if (list) list.scrollTop = list.scrollHeight
  }, [chat.messages])

  function submit(event?: FormEvent) {
    event?.preventDefault()
    if (chat.isWaiting || draft.trim() === '') return
    const text = draft
    setDraft('')
    void sendAndCount(text)
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Spec 001 §5: Enter sends; Shift+Enter makes a new line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      submit()
    }
  }

  const actions = quickActionsFor(chat.language)
  const shownActions = isMoreShown ? actions : actions.slice(0, QUICK_ACTIONS_SHOWN)
  const showsQuickActions = chat.messages.length <= QUICK_ACTIONS_MAX_MESSAGES
  const canSend = !chat.isWaiting && draft.trim() !== ''

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('panel.close')}
        layout="fullscreen"
        aria-describedby={undefined}
        onOpenAutoFocus={(event) => {
          event.preventDefault()
          inputRef.current?.focus()
        }}
        data-testid="chat-panel"
        className="sm:top-auto! sm:right-4! sm:bottom-4! sm:left-auto! sm:h-[min(44rem,calc(100dvh-2rem))]! sm:max-h-none! sm:w-[26rem]! sm:max-w-none! sm:translate-x-0! sm:translate-y-0!"
      >
        <header className="flex shrink-0 items-center gap-2 border-b border-line px-4 py-3 pe-14">
          <h2 className="text-base font-bold text-ink">{t('panel.title')}</h2>
          <span
            className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 uppercase dark:bg-brand-900 dark:text-brand-100"
            aria-label={t('panel.languageBadge', { name: language?.name ?? '' })}
            title={language?.nativeName}
            data-testid="chat-language-badge"
          >
            {chat.language}
          </span>
        </header>
        <div
          role="toolbar"
          aria-label={t('toolbar.label')}
          className="flex shrink-0 gap-0.5 overflow-x-auto border-b border-line px-1.5 py-1.5"
        >
          <ToolButton
            icon={<Globe aria-hidden="true" className="size-4" />}
            label={t('toolbar.language')}
            onClick={() => setIsPickerOpen(true)}
          />
          <ToolButton
            icon={<Paperclip aria-hidden="true" className="size-4" />}
            label={t('toolbar.upload')}
            onClick={() => setIsUploadOpen(true)}
          />
          <ToolButton icon={<Download aria-hidden="true" className="size-4" />} label={t('toolbar.export')} onClick={chat.exportHistory} />
          <ToolButton
            icon={<Trash2 aria-hidden="true" className="size-4" />}
            label={t('toolbar.clear')}
            onClick={() => setIsClearOpen(true)}
          />
        </div>
        <div
          ref={listRef}
          role="log"
          aria-live="polite"
          aria-relevant="additions text"
          aria-label={t('panel.messages')}
          aria-busy={chat.isWaiting}
          dir={dir}
          className="min-h-0 flex-1 space-y-3 overflow-y-auto overscroll-contain px-4 py-4"
        >
          {chat.messages.map((message) => (
            <MessageBubble key={message.id} message={message} onNavigate={() => onOpenChange(false)} />
          ))}
        </div>
        {showsQuickActions ? (
          <div className="shrink-0 border-t border-line px-4 py-2">
            <button
              type="button"
              aria-expanded={areActionsOpen}
              onClick={() => setAreActionsOpen((current) => !current)}
              className="flex min-h-9 w-full items-center justify-between text-sm font-semibold text-ink"
            >
              {t('quickActions.title')}
              {areActionsOpen ? <ChevronUp aria-hidden="true" className="size-4" /> : <ChevronDown aria-hidden="true" className="size-4" />}
            </button>
            {areActionsOpen ? (
              <div className="flex flex-wrap gap-2 pt-1 pb-1" dir={dir}>
                {shownActions.map((action) => (
                  <button
                    key={action.id}
                    type="button"
                    disabled={chat.isWaiting}
                    onClick={() => void sendAndCount(action.message, 'quick-action')}
                    className="min-h-9 rounded-full border border-line bg-surface px-3 text-xs font-medium text-ink hover:border-brand-500"
                  >
                    {action.label}
                  </button>
                ))}
                {actions.length > QUICK_ACTIONS_SHOWN ? (
                  <button
                    type="button"
                    onClick={() => setIsMoreShown((current) => !current)}
                    className="min-h-9 px-2 text-xs font-semibold text-brand-700 dark:text-brand-200"
                  >
                    {isMoreShown ? t('quickActions.less') : t('quickActions.more')}
                  </button>
                ) : null}
              </div>
            ) : null}
          </div>
        ) : null}
        <div className="shrink-0 border-t border-line">
          <p role="status" data-testid="chat-usage" className={cn('px-4 pt-2 text-xs text-ink-muted', usageText === null ? 'sr-only' : '')}>
            {usageText === null ? null : t(usageText.key, { count: usageText.count, limit: usageText.limit })}
          </p>
          <form onSubmit={submit} className="flex items-end gap-2 px-3 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
            <label htmlFor={inputId} className="sr-only">
              {t('input.label')}
            </label>
            <div className="relative min-w-0 flex-1">
              <textarea
                id={inputId}
                ref={inputRef}
                rows={1}
                value={draft}
                dir="auto"
                maxLength={MAX_CHAT_MESSAGE_LENGTH}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={onKeyDown}
                placeholder={voice.isListening ? t('input.listening') : t('input.placeholder')}
                aria-describedby={draft.length > MAX_CHAT_MESSAGE_LENGTH * 0.8 ? counterId : undefined}
                className="block max-h-32 min-h-11 w-full resize-none rounded-xl border border-line bg-surface px-3 py-2.5 text-sm text-ink placeholder:truncate placeholder:text-ink-muted"
              />
              {draft.length > MAX_CHAT_MESSAGE_LENGTH * 0.8 ? (
                <span id={counterId} className="absolute end-2 -top-5 text-xs text-ink-muted">
                  {t('input.count', { count: draft.length, max: MAX_CHAT_MESSAGE_LENGTH })}
                </span>
              ) : null}
            </div>
            {voice.isSupported && voiceLocaleOf(chat.language) !== null ? (
              <button
                type="button"
                aria-pressed={voice.isListening}
                aria-label={voice.isListening ? t('input.voiceStop') : t('input.voiceStart')}
                onClick={voice.isListening ? voice.stop : voice.start}
                className={cn(
                  'inline-flex size-11 shrink-0 items-center justify-center rounded-xl border border-line text-ink hover:border-brand-500',
                  voice.isListening ? 'border-red-600 text-red-700 dark:text-red-300' : '',
                )}
              >
                {voice.isListening ? <MicOff aria-hidden="true" className="size-5" /> : <Mic aria-hidden="true" className="size-5" />}
              </button>
            ) : null}
            {chat.isWaiting ? (
              <Button type="button" variant="outline" className="size-11 shrink-0 p-0" aria-label={t('input.stop')} onClick={chat.stop}>
                <Square aria-hidden="true" className="size-4" />
              </Button>
            ) : (
              <Button type="submit" className="size-11 shrink-0 p-0" aria-label={t('input.send')} disabled={!canSend}>
                <Send aria-hidden="true" className="size-4" />
              </Button>
            )}
          </form>
        </div>
        <LanguagePicker open={isPickerOpen} onOpenChange={setIsPickerOpen} value={chat.language} onChoose={chat.setLanguage} />
        <ChatUploadDialog
          open={isUploadOpen}
          onOpenChange={setIsUploadOpen}
          onText={(fileName, text) => void sendAndCount(t('upload.question'), 'file', text, `📎 ${fileName} — ${t('upload.question')}`)}
        />
        <Dialog open={isClearOpen} onOpenChange={setIsClearOpen}>
          <DialogContent role="alertdialog" layout="center" size="sm">
            <DialogHeader>
              <DialogTitle>{t('toolbar.clear')}</DialogTitle>
              <DialogDescription>{t('clear.confirm')}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setIsClearOpen(false)}>
                {t('clear.cancel')}
              </Button>
              <Button
                type="button"
                variant="destructive"
                onClick={() => {
                  setIsClearOpen(false)
                  void chat.clear()
                }}
              >
                {t('clear.yes')}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </DialogContent>
    </Dialog>
  )
}

function ToolButton({ icon, label, onClick }: { icon: React.ReactNode; label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex min-h-9 shrink-0 items-center gap-1.5 rounded-lg px-2 text-xs font-medium text-ink hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      {icon}
      {label}
    </button>
  )
}

function MessageBubble({ message, onNavigate }: { message: PanelMessage; onNavigate: () => void }) {
  const { t } = useTranslation(['chat', 'common'])
  const refusal = message.status === 'failed' ? message.error : undefined
  const text = refusal ? renderError(t, refusal) : message.text
  return (
    <div
      className={cn('flex', message.isUser ? 'justify-end' : 'justify-start')}
      data-testid={message.isUser ? 'chat-user-message' : 'chat-bot-message'}
    >
      <div
        lang={message.language}
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed break-words whitespace-pre-wrap',
          message.isUser ? 'rounded-br-sm bg-brand-700 text-white' : 'rounded-bl-sm bg-surface-muted text-ink',
          message.status === 'failed' ? 'border border-red-300 dark:border-red-800' : '',
        )}
      >
        <span className="sr-only">{message.isUser ? t('panel.you') : t('panel.assistant')}: </span>
        {message.status === 'streaming' && text === '' ? (
          <span className="text-ink-muted">{t('panel.thinking')}</span>
        ) : (
          splitMessage(text).map((piece, index) =>
            piece.kind === 'link' ? (
              <Link
                key={index}
                to={piece.href}
                onClick={onNavigate}
                className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-200"
              >
                {piece.text}
              </Link>
            ) : (
              <span key={index}>{piece.text}</span>
            ),
          )
        )}
        {message.status === 'stopped' ? <span className="block pt-1 text-xs text-ink-muted">{t('panel.stopped')}</span> : null}
        {refusal?.code === 'GUEST_CHAT_LIMIT' ? (
          <Link to="/auth" onClick={onNavigate} className="block pt-1 text-xs font-semibold text-brand-700 underline dark:text-brand-200">
            {t('usage.signIn')}
          </Link>
        ) : null}
        {refusal?.code === 'API_QUOTA_EXCEEDED' ? (
          <Link
            to="/pricing"
            onClick={onNavigate}
            className="block pt-1 text-xs font-semibold text-brand-700 underline dark:text-brand-200"
          >
            {t('usage.upgrade')}
          </Link>
        ) : null}
      </div>
    </div>
  )
}

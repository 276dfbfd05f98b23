import { Captions, CaptionsOff, Pause, Play, RotateCcw, Volume2, VolumeX } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { Button } from '#app/ui/button.tsx'
import { cn } from '#app/ui/cn.ts'
import { Spinner } from '#app/ui/spinner.tsx'
import { isSupportedLanguage, languageOptions, type SupportedLanguage } from '#app/i18n/languages.ts'
import { testimonialMedia } from '#app/features/landing/testimonial.ts'

/**
 * Spec 000 §4 "Testimonial video": loading, can-play (autoplays muted unless reduced motion is
 * preferred), playing, paused, error with retry. `idle` is before it nears the viewport: nothing
 * is downloaded until then, so the clip never competes with the page's first paint.
 */
export type VideoStatus = 'idle' | 'loading' | 'canPlay' | 'playing' | 'paused' | 'error'

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

type CaptionChoice = SupportedLanguage | 'off'

/** A caption track's label, in its own language so a reader finds theirs ('English', 'हिन्दी'). */
function captionLabel(language: SupportedLanguage): string {
  return languageOptions.find((option) => option.code === language)?.nativeName ?? language
}

function readCaptionChoice(value: string): CaptionChoice {
  return isSupportedLanguage(value) ? value : 'off'
}

const controlShapeClasses =
  'inline-flex h-11 items-center justify-center rounded-full backdrop-blur ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'
const controlDarkClasses = 'bg-black/55 text-white hover:bg-black/70'
const controlClasses = `${controlShapeClasses} w-11 ${controlDarkClasses}`

export function TestimonialVideo() {
  const { t, i18n } = useTranslation('landing')
  const language = i18n.language
  const videoRef = useRef<HTMLVideoElement>(null)
  const frameRef = useRef<HTMLDivElement>(null)
  const hasStartedRef = useRef(false)
  const pausedByScrollRef = useRef(false)
  const [status, setStatus] = useState<VideoStatus>('idle')
  const [isMuted, setIsMuted] = useState(true)
  // The words are captions only (the picture has none), shown in the page's language until the
  // viewer picks another track or turns them off.
  const [chosenCaptions, setChosenCaptions] = useState<CaptionChoice | null>(null)
  const pageCaptions: CaptionChoice = testimonialMedia.captions.some((track) => track.lang === language)
    ? readCaptionChoice(language)
    : 'off'
  const captions = chosenCaptions ?? pageCaptions

  useEffect(() => {
    const frame = frameRef.current
    const video = videoRef.current
    if (!frame || !video) return
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return
        if (entry.isIntersecting) {
          if (video.preload === 'none') {
            video.preload = 'auto'
            setStatus('loading')
            video.load()
            return
          }
          if (pausedByScrollRef.current) {
            pausedByScrollRef.current = false
            void video.play().catch(() => undefined)
          }
          return
        }
        // Off screen, a playing clip only costs battery; it resumes when it comes back.
        if (!video.paused) {
          pausedByScrollRef.current = true
          video.pause()
        }
      },
      { rootMargin: '200px 0px' },
    )
    observer.observe(frame)
    return () => observer.disconnect()
  }, [])

  useEffect(() => {
    const video = videoRef.current
    if (!video) return
    video.muted = isMuted
  }, [isMuted])

  useEffect(() => {
    const video = videoRef.current
    if (!video) return
    for (const track of Array.from(video.textTracks)) {
      track.mode = track.language === captions ? 'showing' : 'hidden'
    }
  }, [captions])

  function handleCanPlay() {
    const video = videoRef.current
    if (!video || hasStartedRef.current) return
    hasStartedRef.current = true
    if (prefersReducedMotion()) {
      setStatus('canPlay')
      return
    }
    video.muted = true
    // Browsers may still refuse autoplay (data saver); the play button then stays offered.
    void video.play().catch(() => setStatus('canPlay'))
  }

  function handleError() {
    hasStartedRef.current = false
    setStatus('error')
  }

  function retry() {
    const video = videoRef.current
    if (!video) return
    hasStartedRef.current = false
    video.preload = 'auto'
    setStatus('loading')
    video.load()
  }

  function togglePlay() {
    const video = videoRef.current
    if (!video) return
    pausedByScrollRef.current = false
    if (video.paused) {
      void video.play().catch(handleError)
      return
    }
    video.pause()
  }

  const isPlaying = status === 'playing'
  const hasControls = status === 'canPlay' || status === 'playing' || status === 'paused'
  const lastSourceIndex = testimonialMedia.sources.length - 1

  return (
    <figure className="overflow-hidden rounded-3xl bg-brand-900 shadow-2xl ring-1 ring-black/10">
      <div ref={frameRef} className="relative aspect-video w-full">
        <video
          ref={videoRef}
          className="absolute inset-0 size-full object-cover"
          width={testimonialMedia.width}
          height={testimonialMedia.height}
          poster={testimonialMedia.poster}
          preload="none"
          muted
          loop
          playsInline
          aria-label={t('testimonial.videoLabel', { name: t('testimonial.name') })}
          onCanPlay={handleCanPlay}
          onPlaying={() => setStatus('playing')}
          onPause={() => setStatus((current) => (current === 'error' ? current : 'paused'))}
          onError={handleError}
        >
          {testimonialMedia.sources.map((source, index) => (
            // Source errors fire on <source>, not <video>; the last one failing means nothing can play.
            <source key={source.src} src={source.src} type={source.type} onError={index === lastSourceIndex ? handleError : undefined} />
          ))}
          {testimonialMedia.captions.map((track) => (
            <track
              key={track.src}
              kind="captions"
              src={track.src}
              srcLang={track.lang}
              label={captionLabel(track.lang)}
              default={track.lang === pageCaptions}
            />
          ))}
        </video>

        {status === 'loading' ? (
          <div className="absolute inset-0 flex items-center justify-center bg-black/20" role="status">
            <span className="inline-flex items-center gap-2 rounded-full bg-black/60 px-4 py-2 text-sm font-medium text-white">
              <Spinner className="size-4" />
              {t('testimonial.loading')}
            </span>
          </div>
        ) : null}

        {status === 'error' ? (
          <div
            role="alert"
            className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-brand-900/90 p-4 text-center text-white backdrop-blur-sm"
          >
            <p className="text-base font-semibold">{t('testimonial.error')}</p>
            <Button variant="accent" onClick={retry}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {t('testimonial.retry')}
            </Button>
          </div>
        ) : null}

        {hasControls && !isPlaying ? (
          <button
            type="button"
            onClick={togglePlay}
            aria-label={t('testimonial.play')}
            className="absolute inset-0 m-auto flex size-16 items-center justify-center rounded-full bg-white/90 text-brand-800 shadow-xl transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white motion-reduce:transition-none"
          >
            <Play aria-hidden="true" className="ms-1 size-7 fill-current" />
          </button>
        ) : null}

        {hasControls ? (
          <div className="absolute end-3 bottom-3 flex gap-2">
            <button
              type="button"
              onClick={togglePlay}
              aria-label={isPlaying ? t('testimonial.pause') : t('testimonial.play')}
              className={controlClasses}
            >
              {isPlaying ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5" />}
            </button>
            <button
              type="button"
              onClick={() => setIsMuted((muted) => !muted)}
              aria-label={isMuted ? t('testimonial.unmute') : t('testimonial.mute')}
              className={controlClasses}
            >
              {isMuted ? <VolumeX aria-hidden="true" className="size-5" /> : <Volume2 aria-hidden="true" className="size-5" />}
            </button>
            <label
              className={cn(
                controlShapeClasses,
                'gap-1.5 px-3 has-[select:focus-visible]:outline-2 has-[select:focus-visible]:outline-offset-2 has-[select:focus-visible]:outline-white',
                captions === 'off' ? controlDarkClasses : 'bg-white/90 text-brand-900 hover:bg-white',
              )}
            >
              {captions === 'off' ? (
                <CaptionsOff aria-hidden="true" className="size-5 shrink-0" />
              ) : (
                <Captions aria-hidden="true" className="size-5 shrink-0" />
              )}
              <span className="sr-only">{t('testimonial.captions')}</span>
              <select
                value={captions}
                onChange={(event) => setChosenCaptions(readCaptionChoice(event.target.value))}
                className="cursor-pointer appearance-none bg-transparent text-sm font-semibold focus-visible:outline-none"
              >
                {testimonialMedia.captions.map((track) => (
                  <option key={track.lang} value={track.lang} lang={track.lang} className="bg-surface-raised text-ink">
                    {captionLabel(track.lang)}
                  </option>
                ))}
                <option value="off" className="bg-surface-raised text-ink">
                  {t('testimonial.captionsOff')}
                </option>
              </select>
            </label>
          </div>
        ) : null}
      </div>
      <figcaption className="sr-only">
        {t('testimonial.caption', {
          name: t('testimonial.name'),
          title: t('testimonial.title'),
          seconds: testimonialMedia.durationSeconds,
        })}
      </figcaption>
    </figure>
  )
}

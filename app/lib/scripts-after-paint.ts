/**
 * The page's JavaScript starts loading once the first paint is on screen (decision 077). React
 * Router's <Scripts> writes a `<link rel="modulepreload">` for every module the page hydrates with
 * and one inline module script that imports them; the server renames both so the browser leaves them
 * alone while it paints from the HTML and the stylesheet (scripts-after-paint.server.ts), and
 * `afterPaintLoaderScript`, inline at the end of the body, gives them back their names when the first
 * contentful paint has been reported. On a slow link the stylesheet then has the bandwidth to itself
 * and the JavaScript, which needs the same bytes either way, finishes about when it did.
 */

/**
 * Only a page that works as plain HTML until it hydrates (links, and GET forms the server answers:
 * the landing page and the job listings, decision 032) says so in its route's handle
 * (`export const handle = { ...paintFirstHandle }`); a page that needs its JavaScript to be used at all
 * (the builders, the interview set-up) starts it at once, so that a value typed or a button pressed
 * on a slow phone is not lost in the wait for hydration (decision 077).
 */
export interface PaintFirstHandle {
  startsScriptsAfterPaint: true
}

export const paintFirstHandle: PaintFirstHandle = { startsScriptsAfterPaint: true }

/** Whether the page (the deepest matched route) starts its JavaScript after the first paint. */
export function startsScriptsAfterPaint(matches: ReadonlyArray<{ handle: unknown }>): boolean {
  const handle = matches.at(-1)?.handle
  return typeof handle === 'object' && handle !== null && 'startsScriptsAfterPaint' in handle && handle.startsScriptsAfterPaint === true
}

/** What the server writes instead of `<link rel="modulepreload"`. */
export const DEFERRED_PRELOAD_REL = 'modulepreload-after-paint'
/** What the server writes instead of the hydration script's `type="module" async=""`. */
export const DEFERRED_MODULE_TYPE = 'module-after-paint'
/** Started anyway this long after the loader runs when no first contentful paint was reported. */
export const START_AT_THE_LATEST_MS = 5000

/**
 * How many modulepreloads the loader adds in one task. Adding a `<link>` starts its request there and
 * then, 0.1–2 ms each (more with DevTools attached, as under Lighthouse): a page's 15–30 in one task
 * took 30–55 ms right after the first paint, which Lighthouse counts four times over (decision 082).
 * Eight a task keeps each task short; all of them are still requested within a few milliseconds.
 */
export const PRELOADS_PER_TASK = 8

/**
 * The window property where the loader keeps the last button pressed before hydration (early-press.ts
 * presses it again once React has hydrated it); `EARLY_PRESS_DONE` set on window stops the recording.
 */
export const EARLY_PRESS_KEY = '__jyEarlyPress'
export const EARLY_PRESS_DONE = '__jyHydrating'

/**
 * Before hydration a button that only JavaScript gives a meaning (`type="button"`, or a submit
 * button outside any form) does nothing when pressed; the loader keeps the last one pressed, so the
 * press is not lost in the wait for the scripts (early-press.ts replays it). The consent banner's
 * buttons (`data-consent-choice`) already work before hydration through their own inline script
 * (consent-banner-shell.tsx), so their presses are not kept.
 */
const recordEarlyPressScript = `document.addEventListener('click',function(event){if(window.${EARLY_PRESS_DONE})return;\
var button=event.target&&event.target.closest?event.target.closest('button'):null;\
if(button&&!button.disabled&&!button.hasAttribute('data-consent-choice')&&(button.type==='button'||!button.form))window.${EARLY_PRESS_KEY}=button},true);`

/**
 * Waits for the first contentful paint (a paint timing entry, reported after the frame is on
 * screen), then adds the modulepreloads, PRELOADS_PER_TASK a task in the page's order, and runs the
 * hydration script where it stood. Starts at once in a hidden tab or a browser without paint timing,
 * and after START_AT_THE_LATEST_MS at the latest.
 */
export const afterPaintLoaderScript = `(function(){${recordEarlyPressScript}var started=false;function start(){if(started)return;started=true;\
var pending=Array.prototype.slice.call(document.querySelectorAll('link[rel="${DEFERRED_PRELOAD_REL}"]'));\
function next(){pending.splice(0,${PRELOADS_PER_TASK}).forEach(function(link){var preload=document.createElement('link');\
preload.rel='modulepreload';preload.href=link.getAttribute('href');document.head.appendChild(preload)});\
if(pending.length>0){setTimeout(next,0);return}\
document.querySelectorAll('script[type="${DEFERRED_MODULE_TYPE}"]').forEach(function(deferred){var script=document.createElement('script');\
script.type='module';script.async=true;script.nonce=deferred.nonce;script.textContent=deferred.textContent;deferred.replaceWith(script)})}\
next()}\
var types=typeof PerformanceObserver==='function'&&PerformanceObserver.supportedEntryTypes||[];\
if(document.visibilityState!=='visible'||types.indexOf('paint')<0){start();return}\
new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length>0){observer.disconnect();setTimeout(start,0)}}).observe({type:'paint',buffered:true});\
setTimeout(start,${START_AT_THE_LATEST_MS})})()`

import { ChevronDown } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { Link, useLocation } from 'react-router'
import { activeGroupId, isNavItemActive, navGroups, type NavGroup } from './nav-items.ts'

/**
 * The header's Jobs, Tools and Resources dropdowns as disclosure navigation (WAI-ARIA APG
 * "Disclosure Navigation Menu"): each group is a button with aria-expanded that shows a plain list of
 * links; Tab walks through them. One group is open at a time; Escape closes it and gives the focus back
 * to its button; a click outside, the focus leaving the menus, or a route change closes it.
 */
export function NavMenus() {
  const { t } = useTranslation('shell')
  const location = useLocation()
  // The open group belongs to the page it was opened on: a route change closes it without an effect.
  const routeKey = `${location.pathname}${location.search}`
  const [opened, setOpened] = useState<{ id: NavGroup['id']; routeKey: string } | null>(null)
  const openId = opened?.routeKey === routeKey ? opened.id : null
  const setOpenId = (id: NavGroup['id'] | null) => setOpened(id === null ? null : { id, routeKey })
  const rootRef = useRef<HTMLUListElement>(null)
  const buttonRefs = useRef(new Map<NavGroup['id'], HTMLButtonElement>())
  const baseId = useId()
  const currentGroup = activeGroupId(location)

  useEffect(() => {
    if (openId === null) return
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return
      setOpened(null)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [openId])

  const closeAndRefocus = () => {
    if (openId === null) return
    buttonRefs.current.get(openId)?.focus()
    setOpenId(null)
  }

  return (
    <nav aria-label={t('nav.label')} className="ml-4 hidden lg:block">
      <ul
        ref={rootRef}
        className="flex items-center gap-1"
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || openId === null) return
          event.preventDefault()
          closeAndRefocus()
        }}
        onBlur={(event) => {
          if (event.relatedTarget instanceof Node && rootRef.current?.contains(event.relatedTarget)) return
          if (event.relatedTarget !== null) setOpenId(null)
        }}
      >
        {navGroups.map((group) => {
          const isOpen = openId === group.id
          const listId = `${baseId}-${group.id}`
          const isCurrent = currentGroup === group.id
          return (
            <li key={group.id} className="relative">
              <button
                ref={(node) => {
                  if (node) buttonRefs.current.set(group.id, node)
                  else buttonRefs.current.delete(group.id)
                }}
                type="button"
                aria-expanded={isOpen}
                aria-controls={listId}
                onClick={() => setOpenId(isOpen ? null : group.id)}
                className={`inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium transition-colors motion-reduce:transition-none ${
                  isCurrent || isOpen
                    ? 'bg-brand-50 text-brand-800 dark:bg-brand-900/60 dark:text-brand-100'
                    : 'text-ink-muted hover:bg-surface-muted hover:text-ink'
                }`}
              >
                {t(`nav.groups.${group.id}`)}
                <ChevronDown
                  aria-hidden="true"
                  className={`size-4 transition-transform motion-reduce:transition-none ${isOpen ? 'rotate-180' : ''}`}
                />
              </button>
              <ul
                id={listId}
                hidden={!isOpen}
                className="absolute top-full left-0 z-50 mt-2 w-64 rounded-xl border border-line bg-surface-raised p-2 shadow-lg"
              >
                {group.items.map((item) => {
                  const isActive = isNavItemActive(item.to, location)
                  return (
                    <li key={item.labelKey}>
                      <Link
                        to={item.to}
                        onClick={() => setOpenId(null)}
                        aria-current={isActive ? 'page' : undefined}
                        className={`block rounded-lg px-3 py-2 text-sm ${
                          isActive
                            ? 'bg-brand-50 font-semibold text-brand-800 dark:bg-brand-900/60 dark:text-brand-100'
                            : 'text-ink hover:bg-surface-muted'
                        }`}
                      >
                        {t(`nav.${item.labelKey}`)}
                      </Link>
                    </li>
                  )
                })}
              </ul>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

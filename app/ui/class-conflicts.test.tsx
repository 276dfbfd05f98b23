import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { twMerge } from 'tailwind-merge'
import { describe, expect, it } from 'vitest'
import { Badge, badgeTones } from './badge.tsx'
import { buttonClasses, buttonSizes, buttonVariants } from './button.tsx'
import { Chip } from './chip.tsx'
import { DialogBody, DialogFooter, DialogHeader } from './dialog.tsx'
import { Input } from './input.tsx'
import { Select } from './select.tsx'
import { Skeleton } from './skeleton.tsx'
import { Spinner } from './spinner.tsx'

/**
 * `cn` joins classes without resolving Tailwind conflicts (decision 032), so two classes of one
 * property on an element leave the winner to the stylesheet's order. No primitive may produce such a
 * pair itself, in any variant. tailwind-merge, which no longer ships to browsers, is the judge here:
 * whatever it would drop from an element's classes is a conflict.
 */
function conflictsIn(classes: string): string[] {
  const kept = new Set(twMerge(classes).split(' '))
  return classes.split(/\s+/).filter((name) => name !== '' && !kept.has(name))
}

function classesOf(element: ReactElement): string[] {
  return [...renderToStaticMarkup(element).matchAll(/class="([^"]*)"/g)].map(([, classes]) => (classes ?? '').replaceAll('&amp;', '&'))
}

describe('primitives carry no two classes of one property', () => {
  it('finds a conflict when there is one (the judge works)', () => {
    expect(conflictsIn('px-3 text-sm px-4')).toEqual(['px-3'])
    expect(conflictsIn('px-3 ps-10 text-sm')).toEqual([])
  })

  it('Button, every variant at every size, with layout classes from a caller', () => {
    for (const variant of buttonVariants)
      for (const size of buttonSizes) {
        const classes = buttonClasses({ variant, size, className: 'mt-5 w-full sm:w-auto' })
        expect(conflictsIn(classes), `${variant} ${size}`).toEqual([])
      }
  })

  it('Chip, Badge, Input, Select, Skeleton, Spinner and the dialog parts, in each of their variants', () => {
    const elements: Array<[string, ReactElement]> = [
      ...[true, false, undefined].flatMap((pressed) =>
        (['solid', 'translucent'] as const).flatMap((surface) =>
          [true, false].map((compact): [string, ReactElement] => [
            `Chip ${String(pressed)} ${surface} ${String(compact)}`,
            <Chip key="chip" pressed={pressed} surface={surface} compact={compact} className="shrink-0" />,
          ]),
        ),
      ),
      ...badgeTones.map((tone): [string, ReactElement] => [`Badge ${tone}`, <Badge key="badge" tone={tone} />]),
      ...(['md', 'lg'] as const).flatMap((controlSize) =>
        [null, <span key="icon" />].map((startIcon): [string, ReactElement] => [
          `Input ${controlSize} ${startIcon ? 'with icon' : ''}`,
          <Input key="input" controlSize={controlSize} startIcon={startIcon} className="font-mono" />,
        ]),
      ),
      ['Select', <Select key="select" />],
      ...(['lg', 'xl'] as const).map((rounded): [string, ReactElement] => [
        `Skeleton ${rounded}`,
        <Skeleton key="skeleton" rounded={rounded} className="size-12" />,
      ]),
      ['Spinner', <Spinner key="spinner" />],
      ['Spinner sized', <Spinner key="spinner" className="size-4" />],
      ...(['stacked', 'row', 'spread'] as const).map((layout): [string, ReactElement] => [
        `DialogFooter ${layout}`,
        <DialogFooter key="footer" layout={layout} />,
      ]),
      ['DialogHeader', <DialogHeader key="header" />],
      ['DialogBody', <DialogBody key="body" className="space-y-4" />],
    ]
    for (const [label, element] of elements)
      for (const classes of classesOf(element)) expect(conflictsIn(classes), `${label}: ${classes}`).toEqual([])
  })

  it('Spinner: a caller that sizes it replaces the default size', () => {
    expect(classesOf(<Spinner />)[0]?.split(' ')).toContain('size-5')
    expect(classesOf(<Spinner className="size-4" />)[0]?.split(' ')).not.toContain('size-5')
  })
})

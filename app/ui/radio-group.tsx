import { useId, type ReactNode } from 'react'
import { cn } from './cn.ts'

export type RadioOption<Value extends string> = { value: Value; label: ReactNode }

export type RadioGroupProps<Value extends string> = {
  legend: ReactNode
  name: string
  value: Value
  options: ReadonlyArray<RadioOption<Value>>
  onValueChange: (value: Value) => void
  className?: string
}

/** Native radio buttons drawn as a wrapping row of pills; arrow keys move between them as usual. */
export function RadioGroup<Value extends string>({ legend, name, value, options, onValueChange, className }: RadioGroupProps<Value>) {
  const groupId = useId()
  return (
    <fieldset className={cn('min-w-0', className)}>
      <legend className="mb-2 text-sm font-semibold text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const optionId = `${groupId}-${option.value}`
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              className={cn(
                'relative inline-flex min-h-11 cursor-pointer items-center rounded-full border px-3.5 text-sm font-medium sm:min-h-9',
                'border-line bg-surface-raised text-ink hover:border-brand-500',
                'has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
              )}
            >
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                checked={option.value === value}
                onChange={() => onValueChange(option.value)}
                className="sr-only"
              />
              {option.label}
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}

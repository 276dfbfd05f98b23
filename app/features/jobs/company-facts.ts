import { describeCompanySize, type CompanySizeDescriptor } from '#core/format/company-size.ts'
import { getCountryName } from '#core/format/location.ts'
import { describePlaceText } from '#core/format/place-text.ts'
import type { CompanyData } from '#core/jobs/job.schema.ts'
import { renderIndustryName, renderPlaceName, type Translate } from '#app/i18n/render.ts'

/**
 * What the detail dialog says about the employer (industry, size, headquarters) in the reader's
 * language. Only the dialog, which loads on first use, needs it, so it stays out of the page's first
 * JavaScript.
 */
export function describeCompanyFacts(
  t: Translate,
  company: Pick<CompanyData, 'industry' | 'company_size' | 'headquarters_location'>,
  language: string,
): string[] {
  const facts: string[] = []
  if (company.industry) facts.push(renderIndustryName(t, company.industry))
  if (company.company_size) facts.push(renderCompanySize(t, describeCompanySize(company.company_size)))
  if (company.headquarters_location) facts.push(renderPlaceText(t, company.headquarters_location, language))
  return facts
}

/** 'Pune, Maharashtra, India' → 'पुणे, महाराष्ट्र, भारत': countries named in `language`, other parts by renderPlaceName. */
export function renderPlaceText(t: Translate, text: string, language: string): string {
  return describePlaceText(text)
    .map((part) => (part.kind === 'country' ? getCountryName(part.code, language) : renderPlaceName(t, part.name)))
    .join(', ')
}

/** '201–500 employees', '10,001+ कर्मचारी'; a size we cannot read shows as given. */
export function renderCompanySize(t: Translate, size: CompanySizeDescriptor): string {
  switch (size.kind) {
    case 'range':
      return t('jobs:company.sizeRange', { min: size.min, max: size.max })
    case 'from':
      return t('jobs:company.sizeFrom', { min: size.min })
    case 'text':
      return size.text
  }
}

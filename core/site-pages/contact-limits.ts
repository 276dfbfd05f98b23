/** The contact form's field limits (contact.schema.ts checks them; the form shows the message's). */
export const CONTACT_NAME_MIN = 2
export const CONTACT_NAME_MAX = 100
export const CONTACT_EMAIL_MAX = 254
export const CONTACT_SUBJECT_MIN = 3
export const CONTACT_SUBJECT_MAX = 150
export const CONTACT_MESSAGE_MIN = 10
export const CONTACT_MESSAGE_MAX = 5000

import { redirect } from 'react-router'

/** Spec 000 §2: /career/salary goes to /mock-interview (which asks signed-out visitors to sign in). */
export function loader() {
  return redirect('/mock-interview', 302)
}

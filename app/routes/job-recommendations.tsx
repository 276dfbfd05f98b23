import { redirect } from 'react-router'

/** Spec 000 §2: /job-recommendations goes to /career-intelligence (which asks signed-out visitors to sign in). */
export function loader() {
  return redirect('/career-intelligence', 302)
}

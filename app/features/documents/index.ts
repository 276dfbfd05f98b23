/** The document generator in the browser: other features reach it only through this file. */
export { TailorDocumentsButton } from './components/tailor-button.tsx'

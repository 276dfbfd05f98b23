/** The AI career assistant's panel: the shell places the button on every page; the panel loads on first tap. */
export { ChatLauncher } from './chat-launcher.tsx'

// Placeholder while the accounts issue (#10) is being built in parallel; replaced by its owner.
export default function Placeholder() {
  return null
}

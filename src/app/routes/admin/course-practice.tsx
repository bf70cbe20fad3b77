// Replaced by the screen being built in this change.
export default function PendingRoute() {
  return null;
}

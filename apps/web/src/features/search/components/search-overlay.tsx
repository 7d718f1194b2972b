// Being built in this session (search overlay).
export function SearchOverlay() {
  return null;
}

// Being built in this session (browsing screens).
export default function GenrePage() {
  return <section className="mx-auto max-w-7xl px-4 py-6" />;
}

export default function Screen() {
  return <h1>event-list</h1>;
}

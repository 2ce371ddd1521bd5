export default function Screen() {
  return <h1>event</h1>;
}

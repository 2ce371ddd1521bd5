export default function Screen() {
  return <h1>support</h1>;
}

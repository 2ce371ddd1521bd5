export default function Screen() {
  return <h1>downloads</h1>;
}

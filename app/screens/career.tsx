export default function Screen() {
  return <h1>career</h1>;
}

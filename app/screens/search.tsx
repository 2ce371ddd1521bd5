export default function Screen() {
  return <h1>search</h1>;
}

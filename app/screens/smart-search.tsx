export default function Screen() {
  return <h1>smart-search</h1>;
}

export default function Screen() {
  return <h1>news-list</h1>;
}

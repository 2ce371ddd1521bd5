export default function Screen() {
  return <h1>news-article</h1>;
}

export default function Screen() {
  return <h1>blog-post</h1>;
}

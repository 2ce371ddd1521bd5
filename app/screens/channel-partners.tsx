export default function Screen() {
  return <h1>channel-partners</h1>;
}

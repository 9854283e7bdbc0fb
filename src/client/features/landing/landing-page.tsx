export default function LandingPage() {
  return (
    <main>
      <h1>Votre Assistant IA Personnel</h1>
    </main>
  );
}

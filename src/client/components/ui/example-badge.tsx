// « Exemple » beside every row of the example workspace (decision 059), wherever it is listed.
export function ExampleBadge() {
  return (
    <span
      className="inline-flex shrink-0 items-center rounded-full border border-dashed border-violet-400 bg-violet-50 px-2 py-0.5 text-xs font-medium text-violet-800"
      title="Donnée de l’espace d’exemple&nbsp;: retirez-la depuis le tableau de bord."
    >
      Exemple
    </span>
  );
}

interface CardGridProps {
  id: string;
  title: string;
  cards: { key: string; title: string; text: string }[];
  accent: 'primary' | 'secondary' | 'accent';
}

const BORDER = { primary: 'border-primary', secondary: 'border-secondary', accent: 'border-accent' } as const;

/** A titled section of short cards (goals, approach, values). */
export function CardGrid({ id, title, cards, accent }: CardGridProps) {
  const columns = cards.length === 4 ? 'sm:grid-cols-2 lg:grid-cols-4' : 'md:grid-cols-3';
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-6 text-center text-2xl font-bold">
        {title}
      </h2>
      <ul className={`grid gap-6 ${columns}`}>
        {cards.map((card) => (
          <li key={card.key} className={`card border-t-4 bg-base-100 shadow-sm ${BORDER[accent]}`}>
            <div className="card-body">
              <h3 className="card-title">{card.title}</h3>
              <p className="opacity-80">{card.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { Lightbox } from '@vitrine/lightbox/lightbox';
import { useState } from 'react';
import { slides } from './slides';

/** @vitrine/lightbox alone, opened from a grid of buttons. */
export function App() {
  const [index, setIndex] = useState(-1);
  return (
    <div>
      {slides.map((slide, i) => (
        <button key={slide.id} type="button" onClick={() => setIndex(i)}>
          <img src={slide.src} alt={slide.alt} width={120} height={80} />
        </button>
      ))}
      <Lightbox
        items={slides}
        open={index >= 0}
        startIndex={Math.max(index, 0)}
        onOpenChange={(open) => {
          if (!open) setIndex(-1);
        }}
      />
    </div>
  );
}

import { useState } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import { slides } from './slides';

/** yet-another-react-lightbox alone, opened from a grid of buttons. */
export function App() {
  const [index, setIndex] = useState(-1);
  return (
    <div>
      {slides.map((slide, i) => (
        <button key={slide.id} type="button" onClick={() => setIndex(i)}>
          <img src={slide.src} alt={slide.alt} width={120} height={80} />
        </button>
      ))}
      <Lightbox open={index >= 0} index={index} close={() => setIndex(-1)} slides={[...slides]} />
    </div>
  );
}

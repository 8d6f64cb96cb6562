import { A11y, Keyboard, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { slides } from './slides';

/**
 * Swiper with the modules our carousel matches: previous/next buttons, arrow keys and slide
 * labels; 3 slides per view, moving by group. Swiper has no lightbox.
 */
export function App() {
  return (
    <Swiper
      modules={[Navigation, Keyboard, A11y]}
      navigation
      keyboard
      a11y={{ slideLabelMessage: '{{index}} sur {{slidesLength}}' }}
      slidesPerView={3}
      slidesPerGroup={3}
      spaceBetween={1}
    >
      {slides.map((slide) => (
        <SwiperSlide key={slide.id}>
          <img
            src={slide.src}
            alt={slide.alt}
            width={slide.width}
            height={slide.height}
            style={{ width: '100%', height: 'auto' }}
          />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}

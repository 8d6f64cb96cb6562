import { Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { slides } from './slides';

/** Swiper with navigation, 3 slides per view. */
export function App() {
  return (
    <Swiper modules={[Navigation]} navigation slidesPerView={3} slidesPerGroup={3} spaceBetween={1}>
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

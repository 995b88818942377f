export const gallerypage = {
  title: "Photo Gallery",
  subtitle: "Moments from the camp, the dunes and the mountains.",
  selectorLabel: "Choose a picture",
  gridHeading: "All pictures",
  open: "Open {{alt}} full size",
  close: "Close",
  previous: "Previous picture",
  next: "Next picture",
  position: "{{current}} of {{total}}",
  empty: "No pictures yet.",
  loadError: "The pictures could not be loaded. Please try again later.",
};

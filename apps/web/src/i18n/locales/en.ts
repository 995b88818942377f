/** English content bundle (spec section 3, "Language content bundle"). English is the default. */
export const en = {
  lang: "en",
  site: {
    name: "Desert Camp Resort",
    tagline: "Desert and mountain camping in Dubai",
    testMode: "Test mode: payments use the sandbox card processor, no real charge.",
  },
  nav: {
    home: "Home",
    about: "About us",
    rooms: "Rooms",
    campingTents: "Camping Tents",
    deluxeRoom: "Deluxe Room",
    caravanParking: "Caravan parking",
    bookPackage: "Book package",
    other: "Other",
    gallery: "Gallery",
    activities: "Activities",
    contact: "Contact",
    login: "Log in",
    logout: "Logout",
    myBooking: "My Booking",
    welcome: "Welcome, {{name}}",
    language: "Language",
    switchTo: "العربية",
    menu: "Menu",
    main: "Main",
    skip: "Skip to content",
    logoutDone: "Logout successfully",
    logoutFailed: "Logout failed: {{message}}",
  },
  pages: {
    home: "Home",
    about: "About us",
    campingTents: "Camping Tents",
    deluxeRoom: "Deluxe Room",
    parking: "Caravan Parking",
    gallery: "Photo Gallery",
    activities: "Things to do",
    corporateEvents: "Corporate Events",
    privateEvents: "Private Events",
    login: "Sign in",
    register: "Create an account",
    forgotPassword: "Forgot password",
    booking: "Book your stay",
    airbnb: "Book Your Stay Now",
    myBooking: "My bookings",
    payment: "Payment",
    confirmation: "Thank you",
    notFound: "Page not found",
    notFoundText: "The page you are looking for does not exist or has moved.",
    backHome: "Back to home",
  },
  footer: {
    about:
      "A desert and mountain camp between the dunes of Al Faqa and the Hajar mountains, an hour from Dubai.",
    followUs: "Follow us",
    contact: "Contact",
    stay: "Stay",
    explore: "Explore",
    whatsapp: "WhatsApp",
    instagram: "Instagram",
    email: "Email",
    phone: "Phone",
    copyright: "© {{year}} Desert Camp Resort. All rights reserved.",
  },
  contactSection: {
    heading: "Contact us",
    subheading:
      "Questions about a stay, a group or an event? Write to us and we answer within a day.",
    name: "Your name",
    email: "Your email",
    message: "Your message",
    submit: "Send message",
    mapTitle: "Map of the resort's location",
    openMap: "Open the map in a new tab",
    showMap: "Show the map",
    addressLabel: "Address",
  },
  homepage: {
    heroTitle: "Sleep under the desert stars",
    heroSubtitle:
      "Deluxe rooms, Bedouin tents and caravan spots between the dunes and the Hajar mountains.",
    heroCta: "Book your stay",
    videoLabel: "Evening at the camp",
    about: {
      heading: "A camp between dunes and mountains",
      text: "We built a small resort where the red dunes of Al Faqa meet the Hajar mountains: comfortable rooms for families, traditional tents for groups and friends, and space for your caravan. Days are for hiking and safaris; evenings for the bonfire and the stars.",
      cta: "About us",
    },
    facilitiesHeading: "Our facilities",
    facilities: [
      {
        key: "rooms",
        title: "Rooms",
        text: "Master and kids deluxe rooms with private bathrooms.",
      },
      { key: "tents", title: "Tents", text: "Bedouin tents for up to sixteen guests each." },
      { key: "parking", title: "Caravan Parking", text: "Level spots with power and water." },
      {
        key: "kids",
        title: "Kids Play Area",
        text: "Slides, swings and shade for the little ones.",
      },
      {
        key: "other",
        title: "Other Facilities",
        text: "Hiking, safaris, bonfires and stargazing.",
      },
    ],
    faqHeading: "Frequently asked questions",
    faq: [
      {
        id: 1,
        question: "How do I get to the camp?",
        answer:
          "The camp is about an hour from Dubai on the Hatta road. After booking we send a map pin and directions; the last kilometre is a graded track any car can drive.",
      },
      {
        id: 2,
        question: "What time are check-in and check-out?",
        answer:
          "Check-in is from 2 pm and check-out is until 11 am. Ask us if you need to arrive earlier or leave later.",
      },
      {
        id: 3,
        question: "Are meals included?",
        answer:
          "Breakfast is included with rooms and tents. A barbecue dinner can be added for groups; tell us when you book.",
      },
      {
        id: 4,
        question: "Is the camp suitable for children?",
        answer:
          "Yes. The kids rooms connect to the master room, and there is a shaded play area next to the tents.",
      },
      {
        id: 5,
        question: "Can I bring my own caravan?",
        answer:
          "Yes. Our caravan spots are level and marked, with electricity, fresh water and access to the shower block.",
      },
      {
        id: 6,
        question: "What is the weather like?",
        answer:
          "From October to April days are warm and nights are cool, sometimes cold in the mountains. Bring a jacket for the evening.",
      },
      {
        id: 7,
        question: "How do I pay and can I cancel?",
        answer:
          "You pay by card when you book. To change or cancel a booking, write to us; we refund according to how early you tell us.",
      },
      {
        id: 8,
        question: "Do you host private and corporate events?",
        answer:
          "Yes. We host birthdays, weddings, team retreats and company dinners. Send us a message with your date and group size.",
      },
    ],
    testimonialsheading: "What our guests say",
    testimonials: [
      {
        text: "The kids still talk about the bonfire and the stars. The rooms were spotless and the staff made us feel at home.",
        name: "Sara M.",
        location: "Abu Dhabi",
      },
      {
        text: "We parked our caravan for a long weekend. Everything worked, the spot was level and the sunrise over the mountains was unforgettable.",
        name: "James K.",
        location: "Dubai",
      },
      {
        text: "Our team retreat in the tents was the best we have had. Great food, a great safari and a very calm night.",
        name: "Layla H.",
        location: "Sharjah",
      },
    ],
    testimonialLabel: "Testimonial {{current}} of {{total}}",
    previous: "Previous",
    next: "Next",
    insta: {
      heading: "From our Instagram",
      button: "Follow us on Instagram",
    },
  },
  errors: {
    network: "We could not reach the server. Check your connection and try again.",
    generic: "Something went wrong. Please try again.",
  },
};

export type ContentBundle = typeof en;

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
  aboutpage: {
    heroTitle: "About us",
    heroSubtitle: "A family-run camp where the desert meets the mountains.",
    storyHeading: "Our story",
    story:
      "We grew up spending winter weekends in the dunes of Al Faqa with our families. In 2019 we turned our favourite spot into a small camp: a few tents, a fire pit and a lot of stars. Guests asked for more comfort, so we added deluxe rooms for families, a play area for children and serviced spots for caravans. We are still small on purpose, so that every guest is known by name.",
    whyHeading: "Why choose us",
    why: [
      {
        title: "Between dunes and mountains",
        text: "Red sand at the door and the Hajar mountains on the horizon, an hour from Dubai.",
      },
      {
        title: "For every kind of stay",
        text: "Rooms for families, tents for groups and spots for caravans, all in one place.",
      },
      {
        title: "Safe for children",
        text: "Connecting kids rooms, a shaded play area and staff on site day and night.",
      },
      {
        title: "Clear prices",
        text: "The price you see is the price you pay, confirmed the moment you book.",
      },
    ],
    valuesHeading: "Our values",
    values: [
      {
        title: "Hospitality",
        text: "Arabic coffee on arrival and a welcome that feels like family.",
      },
      {
        title: "Respect for the land",
        text: "Solar lights, little plastic and tracks that leave the dunes as we found them.",
      },
      {
        title: "Safety",
        text: "Trained guides, checked vehicles and first aid on every activity.",
      },
      {
        title: "Honesty",
        text: "We say what is included, and we answer every message within a day.",
      },
    ],
  },
  camppage: {
    title: "Camping Tents",
    subtitle: "Traditional Bedouin tents under the stars",
    description:
      "Our tents are made for groups and friends: a majlis to sit together, camp beds with fresh linen, lanterns and a fire pit outside the door. Each tent sleeps up to sixteen guests.",
    featuresHeading: "What every tent has",
    features: [
      "Traditional majlis seating",
      "Camp beds with fresh linen",
      "Carpets and cushions",
      "Lanterns and solar lights",
      "Bonfire pit outside",
      "BBQ setup",
      "Shared showers and toilets nearby",
      "Breakfast included",
    ],
    galleryHeading: "Around the camp",
    priceLabel: "From {{price}} per night",
    maxGuests: "Max Guests: {{count}} per tent",
    available: "{{free}} of {{total}} tents free tonight",
    bookNow: "Book Now",
  },
  roompage: {
    title: "Deluxe Room",
    subtitle: "Comfort for families, a step from the dunes",
    description:
      "Our deluxe rooms are built for families: a master room with a king-size bed and a terrace facing the mountains, and a kids room with bunk beds that connects to it. Both have air conditioning and their own bathroom.",
    featuresHeading: "In every deluxe room",
    features: [
      "King-size or bunk beds",
      "Private bathroom with rain shower",
      "Air conditioning",
      "Mountain-view terrace",
      "Free Wi-Fi",
      "Mini fridge",
      "Arabic coffee and tea set",
      "Daily housekeeping",
    ],
    galleryHeading: "Inside and around",
    priceLabel: "{{title}}: {{price}} per night",
    capacity: "Up to {{count}} guests per room",
    available: "{{free}} of {{total}} free tonight",
    bookNow: "Book Now",
  },
  parkingpage: {
    title: "Caravan Parking",
    subtitle: "Serviced spots at the foot of the Hajar mountains",
    description:
      "Bring your caravan or motorhome and stay on a level, marked spot with power and water, with the camp's showers, bonfire and activities a short walk away.",
    featuresHeading: "At every spot",
    features: [
      "16 A electricity hook-up",
      "Fresh water point",
      "Grey-water disposal",
      "Shower and toilet block",
      "24/7 security",
      "Level, marked spot",
      "BBQ area",
      "Access to camp activities",
    ],
    galleryHeading: "The parking area",
    dimensions: "Spot size: {{size}}",
    size: "{{width}} m × {{length}} m",
    weekday: "Weekdays: {{price}} per night",
    weekend: "Weekends (Sat and Sun check-in): {{price}} per night",
    available: "{{free}} of {{total}} spots free tonight",
    unavailable: "Details currently unavailable",
    notAvailable: "N/A",
    bookNow: "Book Now",
  },
  gallerypage: {
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
  },
  activitypage: {
    heading: "Things to do",
    subheading: "Days in the mountains, evenings by the fire.",
    pickerLabel: "Activities",
    activities: [
      {
        key: "hiking",
        actName: "Mountain hiking",
        actimg: "hiking",
        actdetails:
          "Guided walks of two to four hours on the trails of the Hajar mountains, with views over the wadis and a tea stop at the top. Suitable for beginners; sturdy shoes recommended.",
      },
      {
        key: "horseriding",
        actName: "Horse riding",
        actimg: "horseriding",
        actdetails:
          "Ride along the dunes at sunrise or sunset with our experienced handlers. Gentle horses for beginners and longer rides for confident riders.",
      },
      {
        key: "carsafari",
        actName: "Car safari",
        actimg: "carsafari",
        actdetails:
          "Dune bashing in a 4x4 with a professional driver, a stop for sandboarding and photos at the top of the highest dune.",
      },
      {
        key: "bonefire",
        actName: "Bonfire",
        actimg: "bonefire",
        actdetails:
          "Every evening we light the fire in the middle of the camp: Arabic coffee, dates, stories and music until late.",
      },
      {
        key: "starwatching",
        actName: "Stargazing",
        actimg: "starwatching",
        actdetails:
          "Far from the city lights, the Milky Way is bright on clear nights. Our guide brings a telescope and tells the stories of the stars.",
      },
      {
        key: "camping",
        actName: "Camping",
        actimg: "camping",
        actdetails:
          "Spend a night in a Bedouin tent with your family or friends: dinner around the fire, a night under the stars and breakfast at sunrise.",
      },
    ],
  },
  eventspage: {
    corporateTitle: "Corporate Events",
    corporateSubtitle: "Team retreats, offsites and company dinners in the desert.",
    corporateText:
      "Take your team out of the office for a day or a weekend: a majlis for workshops, activities that build trust and a dinner around the fire. We take care of the set-up, the food and the transport from Dubai.",
    corporateFeatures: [
      "Majlis or tent for up to 80 guests",
      "Projector and sound system",
      "Team activities and safaris",
      "Catering and BBQ dinner",
      "Transport from Dubai on request",
      "Overnight stays in tents and rooms",
    ],
    privateTitle: "Private Events",
    privateSubtitle: "Birthdays, engagements and family gatherings under the stars.",
    privateText:
      "Celebrate with the people you love in a place they will remember: decorated tents, lanterns, a bonfire and a dinner made for your guests. Book the whole camp for a night of your own.",
    privateFeatures: [
      "The whole camp for your group",
      "Decoration and lighting",
      "Dinner and cake to your taste",
      "Music and bonfire",
      "Kids play area and activities",
      "Rooms and tents for your guests",
    ],
    includesHeading: "What we arrange",
    enquiryHeading: "Plan your event with us",
    enquiryText:
      "Tell us the date, the number of guests and what you have in mind; we answer within a day with a proposal.",
    enquiryButton: "Send an enquiry",
  },
  scenes: {
    "desert-sunset": "Sunset over the dunes",
    "camp-at-dusk": "The camp's tents at dusk",
    "hajar-mountains": "The Hajar mountains at dawn",
    "deluxe-room": "A deluxe room with a view of the dunes",
    "kids-play-area": "The kids play area",
    "caravan-parking": "Caravans parked under the palms",
    "starry-night": "The Milky Way above the camp",
    bonfire: "An evening bonfire",
  },
  authpage: {
    loginTitle: "Sign in",
    loginSubtitle: "Sign in to book your stay and see your bookings.",
    registerTitle: "Create an account",
    registerSubtitle: "Create an account to book rooms, tents and caravan parking.",
    name: "Full name",
    email: "Email",
    password: "Password",
    confirmPassword: "Confirm password",
    forgotPassword: "Forgot your password?",
    loginButton: "Sign in",
    registerButton: "Sign up",
    noAccount: "New here?",
    registerLink: "Create an account",
    haveAccount: "Already have an account?",
    loginLink: "Sign in",
    loginSuccess: "Login successful! Redirecting...",
    loginFailed: "Login failed: {{reason}}",
    checkCredentials: "Please check your credentials",
    registerSuccess: "Sign up successfully",
  },
  errors: {
    network: "We could not reach the server. Check your connection and try again.",
    generic: "Something went wrong. Please try again.",
  },
};

export type ContentBundle = typeof en;

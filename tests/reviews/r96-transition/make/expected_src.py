#!/usr/bin/python3
"""The expectations, written from the résumés alone before the parser read them; writes ../expected.jsonl.
Years: make/years.py (months, overlaps once, both ends included, as of 2026-11)."""
import json, os

STD = ["no-email", "no-phone", "no-name", "no-experience-section", "no-education-section",
       "position-without-dates", "position-without-company", "placeholders", "short-text", "stated-years"]
ONE = STD + ["two-columns"]
E = []


def P(title, company, start=None, end=None, location=None):
    d = {"title": title, "company": company}
    if start is not None:
        d["start"] = start
    if end is not None:
        d["end"] = end
    if location is not None:
        d["location"] = location
    return d


def ED(degree=None, school=None):
    d = {}
    if degree is not None:
        d["degree"] = degree
    if school is not None:
        d["school"] = school
    return d


def add(file, contact, positions, education, certs, present, absent, years, occupation, warn_absent, warn_present=None):
    w = {"absent": warn_absent}
    if warn_present:
        w["present"] = warn_present
    E.append({"file": "files/" + file, "asOf": "2026-11-01", "contact": contact, "positions": positions,
              "education": education, "certifications": certs, "skills": {"present": present, "absent": absent},
              "totalYears": years, "occupation": occupation, "warnings": w})


def C(name, email, phone, location):
    return {"name": name, "email": email, "phone": phone, "location": location}


USA = ["U.S. Army", "US Army", "United States Army", "Army"]
USMC = ["United States Marine Corps", "U.S. Marine Corps", "US Marine Corps", "USMC", "Marine Corps"]
USAF = ["United States Air Force", "U.S. Air Force", "US Air Force", "USAF"]
USN = ["U.S. Navy", "US Navy", "United States Navy", "Navy"]
TRUCK = ["Heavy and Tractor-Trailer Truck Drivers"]
LOG = ["Logisticians", "Logistics Analysts"]

# 01 US Army 88M -> CDL-A OTR driver (txt) ---------------------------------------------------------------------
add("01-army-88m-cdl-driver-us.txt",
    C(["DeShawn T. Merriweather", "DeShawn Merriweather"], "deshawn.merriweather@example.com", "(254) 555-0187",
      ["Killeen, TX 76542", "Killeen, TX"]),
    [P(["OTR Company Driver (Dry Van / Reefer)", "OTR Company Driver"], "Werner Enterprises", "2022-03", "Present", ["Temple, TX"]),
     P(["Local Delivery Driver (CDL-A)", "Local Delivery Driver"], "Central Texas Express", "2020-09", "2022-02", ["Waco, TX"]),
     P(["Motor Transport Operator (MOS 88M), Sergeant (E-5)", "Motor Transport Operator (MOS 88M)", "Motor Transport Operator",
        "Motor Transport Operator (88M)"], USA, "2014-06", "2020-08",
       ["Fort Hood, TX / Camp Arifjan, Kuwait", "Fort Hood, TX", "Fort Hood, TX; Camp Arifjan, Kuwait"])],
    [ED(["Certificate, Commercial Truck Driving", "Certificate in Commercial Truck Driving", "Commercial Truck Driving",
         "Certificate, Commercial Truck Driving (GI Bill)"], "Central Texas College"),
     ED("High School Diploma", "Ellison High School")],
    [["Texas CDL Class A - endorsements H, N, T (X)", "Texas CDL Class A", "CDL Class A", "CDL-A", "Class A CDL"],
     ["DOT Medical Examiner's Certificate", "DOT Medical Examiner's Certificate (exp. 09/2027)", "DOT Medical Card"],
     ["TWIC Card", "TWIC"],
     ["Hazmat Certified, 49 CFR", "Hazmat Certified", "Hazmat Certified, 49 CFR (U.S. Army, 2016)"]],
    [["Hazmat", "Hazmat transport", "Hazardous materials"], ["ELD", "ELD (Omnitracs)", "Omnitracs", "Electronic logging device", "ELDs"],
     ["Pre-trip inspection", "Pre-trip inspections", "Pre-trip"], ["Load securement", "Cargo securement"], "Route planning",
     ["Pallet jack", "Pallet jacks"], ["Team leadership", "Leadership"],
     ["DOT compliance", "DOT/FMCSA compliance", "FMCSA compliance", "FMCSA", "Hours of service", "Hours-of-service"],
     ["Tanker", "Tanker endorsement"]],
    ["Killeen", "Werner", "Sergeant", "Kuwait", "Fort Hood"],
    [12.3, 12.6], TRUCK, ONE + ["no-skills-section"])

# 02 USMC functional résumé -> logistics coordinator (txt) -----------------------------------------------------
add("02-usmc-functional-logistics-us.txt",
    C(["Ramon A. Villanueva", "Ramon Villanueva"], "r.villanueva.usmc@example.com", "760-555-0134", ["Oceanside, CA 92054", "Oceanside, CA"]),
    [P(["Warehouse Associate (part-time)", "Warehouse Associate"], ["The Home Depot Distribution Center", "The Home Depot", "Home Depot"],
       "2024-09", "Present", ["Ontario, CA"]),
     P(["Logistics Chief (Embarkation), Gunnery Sergeant", "Logistics Chief (Embarkation)", "Logistics Chief"], USMC, "2018", "2024",
       ["Camp Pendleton, CA"]),
     P(["Embarkation Specialist (MOS 0431), Sergeant", "Embarkation Specialist (MOS 0431)", "Embarkation Specialist"], USMC, "2014", "2018",
       ["MCAS Iwakuni, Japan"]),
     P(["Embarkation Clerk, Lance Corporal / Corporal", "Embarkation Clerk"], USMC, "2012", "2014", ["Camp Lejeune, NC"])],
    [ED(["Bachelor of Science in Logistics Management", "B.S. in Logistics Management", "Bachelor of Science, Logistics Management"],
        ["Park University", "Park University, Parkville, MO"])],
    [["Certified Logistics Technician (CLT)", "Certified Logistics Technician", "CLT"],
     ["DoD Hazardous Materials Certification (air and surface)", "DoD Hazardous Materials Certification"],
     ["OSHA 10-Hour General Industry", "OSHA 10-Hour", "OSHA 10"]],
    [["SAP"], ["Microsoft Excel", "Excel"], ["GCSS-MC"], ["Pivot tables", "VLOOKUP"], ["Spanish", "Bilingual"],
     ["Hazardous materials", "Hazardous cargo", "IMDG", "Hazmat"], ["Inventory management", "Inventory", "Inventory control"],
     ["Load planning", "Load plans"], ["Transportation planning", "Logistics planning", "Logistics"]],
    ["Oceanside", "Gunnery Sergeant", "Home Depot", "Iwakuni", "Marine Corps"],
    [13.3, 15.0], LOG + ["Transportation, Storage, and Distribution Managers", "Cargo and Freight Agents", "Supply Chain Managers"],
    ONE)

# 03 British Army RLC corporal -> warehouse shift manager (txt) --------------------------------------------------
add("03-rlc-corporal-warehouse-manager-uk.txt",
    C("Craig Docherty", "craig.docherty@example.co.uk", "07700 900417",
      ["Rugby, Warwickshire CV22 6LP", "Rugby, Warwickshire", "Rugby"]),
    [P("Warehouse Shift Manager", ["Tesco Distribution Centre", "Tesco"], "2020-01", "Present", ["Daventry"]),
     P(["Team Leader, Goods In", "Team Leader Goods In", "Team Leader"], ["DHL Supply Chain", "DHL"], "2017-09", "2019-12",
       ["Magna Park, Lutterworth", "Lutterworth"]),
     P(["Corporal (Supply Specialist)", "Supply Specialist", "Corporal", "Corporal, Supply Specialist"],
       ["British Army, Royal Logistic Corps", "British Army", "Royal Logistic Corps"], "2005", "2017")],
    [ED(["ILM Level 5 Diploma in Leadership and Management", "Level 5 Diploma in Leadership and Management"]),
     ED(["NVQ Level 3 Diploma in Warehousing and Storage", "NVQ Level 3 in Warehousing and Storage"]),
     ED(["5 GCSEs A*-C including Maths and English", "5 GCSEs A*-C", "GCSEs", "5 GCSEs"], ["Ashlawn School", "Ashlawn School, Rugby"])],
    [["IOSH Managing Safely", "IOSH"], ["Counterbalance and Reach FLT (RTITB)", "Counterbalance and Reach FLT", "FLT"],
     ["Category C (Class 2) HGV licence with Driver CPC", "Category C (Class 2) HGV licence", "HGV Class 2", "Category C"],
     ["First Aid at Work (3-day)", "First Aid at Work"]],
    [["Shift planning", "Labour scheduling"], ["Stock control", "Inventory control"], ["Cycle counting", "Cycle counts"],
     ["Manhattan WMS", "Warehouse management systems", "WMS", "Warehouse management"], ["KPI reporting", "KPI"],
     ["Microsoft Excel", "Excel"], ["Health and safety", "Risk assessments", "Risk assessment"], ["Lean", "5S", "Continuous improvement"],
     ["Coaching", "Performance management"], ["Goods in", "Despatch", "Goods in / despatch operations"]],
    ["Rugby", "Tesco", "Corporal", "Afghanistan", "Camp Bastion", "Hobbies"],
    [20.3, 22.0], ["Transportation, Storage, and Distribution Managers", "First-Line Supervisors", "Supply Chain Managers"],
    ONE + ["no-skills-section"])

# 04 Forklift / PIT operator, half a page (txt) ------------------------------------------------------------------
add("04-forklift-pit-operator-short-us.txt",
    C(["Luis Ortega-Ramírez", "Luis Ortega-Ramirez"], "luis.ortega.r@example.com", "909.555.0163", ["Fontana, CA"]),
    [P(["PIT Operator (Reach Truck / Order Picker)", "PIT Operator"], ["Amazon - ONT8", "Amazon", "Amazon ONT8"], "2021-07", "Present",
       ["Moreno Valley, CA"]),
     P("Forklift Driver", ["Walmart Distribution Center", "Walmart"], "2019-03", "2021-06", ["Mira Loma, CA"]),
     P(["Warehouse Associate (seasonal, through Staffmark)", "Warehouse Associate"], ["UPS", "Staffmark"], "2018-10", "2019-01",
       ["Ontario, CA"])],
    [ED("High School Diploma", "Fontana High School")],
    [["Forklift certification - sit-down, stand-up reach and order picker (OSHA 1910.178)", "Forklift certification"],
     ["OSHA 10-Hour General Industry", "OSHA 10-Hour", "OSHA 10"]],
    [["Reach truck", "Reach trucks"], ["Order picker", "Order pickers"], ["Forklift", "Sit-down forklift", "Forklift operation"],
     ["Pallet jack"], ["RF scanner", "RF scanners", "RF scanning"], ["Cycle counting", "Cycle counts"],
     ["Loading/unloading", "Loading", "Loading and unloading"], ["Spanish", "Bilingual English/Spanish", "Bilingual"]],
    ["Fontana", "Amazon", "Walmart", "Staffmark", "Moreno Valley"],
    [7.9, 8.2], ["Industrial Truck and Tractor Operators"], ONE + ["no-skills-section"])

# 05 Dispatcher with concurrent CAF Primary Reserve service (txt) ------------------------------------------------
add("05-dispatcher-caf-reserve-ca.txt",
    C("Kevin Tran", "kevin.tran.dispatch@example.ca", "647-555-0129", ["Brampton, Ontario L6Y 4R2", "Brampton, Ontario", "Brampton, ON"]),
    [P("Senior Dispatcher", ["Day & Ross", "Day and Ross"], "2022-04", "Present", ["Mississauga, ON"]),
     P(["Dispatcher / Load Planner", "Dispatcher", "Load Planner"], ["Titanium Transportation Group", "Titanium Transportation"],
       "2019-06", "2022-03", ["Bolton, ON"]),
     P(["Customer Service Representative (Logistics)", "Customer Service Representative"], "Purolator", "2017-09", "2019-05",
       ["Concord, ON"]),
     P(["Supply Technician, Corporal", "Supply Technician"],
       ["Canadian Armed Forces, Primary Reserve (part-time)", "Canadian Armed Forces, Primary Reserve", "Canadian Armed Forces",
        "32 Service Battalion", "Canadian Armed Forces Primary Reserve"], "2014", "2023")],
    [ED(["Ontario College Diploma, Supply Chain Management - Logistics", "Ontario College Diploma", "Supply Chain Management - Logistics",
         "Ontario College Diploma, Supply Chain Management"], ["Humber College", "Humber College, Toronto"])],
    [["Transportation of Dangerous Goods (TDG)", "Transportation of Dangerous Goods", "TDG"],
     ["CITT Certified Logistics Professional (CCLP)", "Certified Logistics Professional", "CCLP", "CITT Certified Logistics Professional"]],
    [["McLeod LoadMaster", "McLeod"], "Samsara", ["DAT load board", "DAT"], ["Loadlink"], ["Hours of service (HOS)", "Hours of service", "HOS"],
     ["ACE/ACI eManifest", "eManifest", "ACE/ACI"], ["Microsoft Excel", "Excel"], "Customer service", "Problem solving",
     ["French", "French (conversational)"], ["Dispatching", "Dispatch", "Truck dispatching"]],
    ["Brampton", "Purolator", "Corporal", "Operation LENTUS", "Day & Ross"],
    [9.1, 13.0], ["Dispatchers"], ONE + ["no-skills-section"])

# 06 Indian Army ex-Havildar -> e-commerce hub operations (txt) -------------------------------------------------
add("06-indian-army-asc-hub-manager-in.txt",
    C(["Rajesh Kumar Yadav"], "rk.yadav.exsm@example.com", "+91 90000 55731",
      ["H.No. 214, Sector 9, Rewari, Haryana - 123401", "Rewari, Haryana - 123401", "Rewari, Haryana", "Rewari"]),
    [P(["Assistant Manager - Hub Operations", "Assistant Manager"], ["Delhivery Ltd.", "Delhivery", "Delhivery Ltd"], "2022-08", "Present",
       ["Bilaspur Mega Gateway, Gurugram", "Gurugram"]),
     P("Warehouse Supervisor", ["Safexpress Pvt. Ltd.", "Safexpress"], "2020-09", "2022-07", ["Manesar Logistics Park", "Manesar"]),
     P(["Havildar (Supply)", "Havildar"], ["Indian Army - Army Service Corps", "Indian Army", "Army Service Corps"], "2003-06", "2020-06")],
    [ED(["B.A.", "BA"], ["Indira Gandhi National Open University (IGNOU)", "Indira Gandhi National Open University", "IGNOU"]),
     ED(["12th (Senior Secondary)", "12th", "Senior Secondary"], ["Board of School Education Haryana", "BSEH"]),
     ED(["Certificate Course in Warehousing and Logistics Management"],
        ["Indian Institute of Materials Management (IIMM)", "Indian Institute of Materials Management", "IIMM"])],
    [],
    [["Inventory control", "Inventory management"], ["FIFO", "FIFO / FEFO", "FEFO"], ["Last-mile operations", "Last-mile", "Last mile"],
     ["MIS reporting", "MIS"], ["MS Excel", "Excel", "Microsoft Excel"], ["SAP"], ["Tally ERP 9", "Tally"],
     ["Manpower planning"], ["WMS", "Warehouse management system"], ["Hindi"]],
    ["Rewari", "Havildar", "Leh", "Delhivery", "Married"],
    [23.1, 23.5], ["Transportation, Storage, and Distribution Managers", "First-Line Supervisors", "Logisticians", "Supply Chain Managers"],
    ONE)

# 07 USAF crew chief -> A&P mechanic (txt) -----------------------------------------------------------------------
add("07-usaf-crew-chief-ap-mechanic-us.txt",
    C(["Tyler J. Brooks", "Tyler J. Brooks, A&P", "Tyler Brooks"], "tbrooks.ap@example.com", "(405) 555-0112", ["Oklahoma City, OK"]),
    [P(["Aircraft Maintenance Technician II (A&P)", "Aircraft Maintenance Technician II", "Aircraft Maintenance Technician"],
       ["AAR Corp.", "AAR Corp", "AAR"], "2021", "Present", ["Oklahoma City, OK"]),
     P(["Aerospace Maintenance Craftsman (AFSC 2A571), Staff Sergeant (E-5)", "Aerospace Maintenance Craftsman (AFSC 2A571)",
        "Aerospace Maintenance Craftsman"], USAF, "2016", "2021", ["Tinker AFB, OK"]),
     P(["Aerospace Maintenance Journeyman (AFSC 2A551), Airman First Class / Senior Airman", "Aerospace Maintenance Journeyman (AFSC 2A551)",
        "Aerospace Maintenance Journeyman"], USAF, "2012", "2016")],
    [ED(["Associate in Applied Science, Aviation Maintenance Technology", "Associate in Applied Science", "AAS, Aviation Maintenance Technology"],
        "Community College of the Air Force")],
    [["FAA Airframe & Powerplant (A&P) Mechanic Certificate", "FAA Airframe & Powerplant (A&P)", "A&P Mechanic Certificate",
      "Airframe & Powerplant", "A&P", "FAA A&P"],
     ["FCC General Radiotelephone Operator License (GROL)", "FCC General Radiotelephone Operator License", "GROL"]],
    [["Aircraft inspection", "Aircraft inspections", "Inspections"], ["Sheet metal", "Sheet metal and structural repair", "Structural repair"],
     ["Hydraulic systems", "Hydraulics"], "Troubleshooting", ["Technical orders"], ["Torque and safety wire", "Safety wire", "Torque"],
     ["Composite repair", "Composites"], ["FOD prevention", "FOD"], ["Team leadership", "Leadership"], ["IMDS"], ["TRAX"]],
    ["Oklahoma City", "Staff Sergeant", "Tinker AFB", "Qatar", "Senior Airman"],
    [13.9, 15.0], ["Aircraft Mechanics and Service Technicians"], ONE + ["no-skills-section"])

# 08 US Navy LS1 -> procurement analyst, dates on their own line (txt) -------------------------------------------
add("08-navy-ls1-procurement-analyst-us.txt",
    C(["Jasmine R. Okafor", "Jasmine Okafor"], "jasmine.okafor@example.com", "757-555-0155", ["Chesapeake, Virginia", "Chesapeake, VA"]),
    [P("Procurement Analyst", ["Huntington Ingalls Industries - Newport News Shipbuilding", "Huntington Ingalls Industries",
                                "Newport News Shipbuilding"], "2022-01", "Present", ["Newport News, VA"]),
     P(["Logistics Specialist First Class (LS1/E-6), Leading Petty Officer - Supply Department",
        "Logistics Specialist First Class (LS1/E-6), Leading Petty Officer", "Logistics Specialist First Class (LS1/E-6)",
        "Logistics Specialist First Class", "Leading Petty Officer"],
       USN + ["U.S. Navy - USS Dwight D. Eisenhower (CVN 69)", "USS Dwight D. Eisenhower (CVN 69)", "USS Dwight D. Eisenhower"],
       "2017-06", "2021-12", ["Norfolk, VA"]),
     P(["Logistics Specialist Second Class (LS2)", "Logistics Specialist Second Class"],
       USN + ["U.S. Navy - NAVSUP Fleet Logistics Center Norfolk", "NAVSUP Fleet Logistics Center Norfolk"], "2013-08", "2017-05",
       ["Norfolk, VA"]),
     P(["Logistics Specialist Third Class (LS3)", "Logistics Specialist Third Class"],
       USN + ["U.S. Navy - Naval Station Rota", "Naval Station Rota"], "2010-10", "2013-07", ["Spain", "Rota, Spain", "Naval Station Rota, Spain"])],
    [ED(["Bachelor of Science in Business Administration, Supply Chain Management", "Bachelor of Science in Business Administration"],
        ["Old Dominion University", "Old Dominion University, Norfolk, VA"])],
    [["Certified Supply Chain Professional (CSCP)", "Certified Supply Chain Professional", "CSCP"],
     ["Lean Six Sigma Green Belt", "Six Sigma Green Belt"]],
    [["Spend analysis"], ["Supplier negotiation", "Negotiation"], ["SAP MM", "SAP"], ["SAP Ariba", "Ariba"], ["R-Supply"],
     ["Microsoft Excel (Power Query)", "Microsoft Excel", "Excel", "Power Query"], ["Power BI"],
     ["FAR/DFARS compliance", "FAR/DFARS", "FAR", "DFARS"], ["Inventory management"], ["Contract administration"]],
    ["Chesapeake", "Norfolk", "Petty Officer", "Mediterranean", "Eisenhower"],
    [16.0, 16.4], ["Purchasing Agents", "Procurement", "Logistics Analysts", "Logisticians", "Purchasing Managers"], ONE + ["no-skills-section"])

# 09 UPS part-time supervisor, employer first with two titles, "Summer 2021" (txt) -------------------------------
add("09-ups-part-time-supervisor-us.txt",
    C("Brianna Collins", "bri.collins@example.net", "(502) 555-0171", ["Louisville, KY 40214", "Louisville, KY"]),
    [P(["Part-Time Operations Supervisor, Hub Sort (nights)", "Part-Time Operations Supervisor, Hub Sort", "Part-Time Operations Supervisor"],
       ["UPS Worldport", "UPS"], "2023-01", "Present", ["Louisville, KY"]),
     P(["Package Handler (Unload / Preload)", "Package Handler"], ["UPS Worldport", "UPS"], "2021-08", "2022-12", ["Louisville, KY"]),
     P(["Package Handler (seasonal)", "Package Handler"], ["FedEx Ground", "FedEx"], location=["Louisville, KY"]),
     P(["Courtesy Clerk / Stocker", "Courtesy Clerk"], "Kroger", "2019-06", "2021-05", ["Louisville, KY"])],
    [ED(["Associate in Applied Science, Logistics and Supply Chain Management", "Associate in Applied Science"],
        ["Jefferson Community and Technical College", "Jefferson Community and Technical College, Louisville, KY"]),
     ED(["Diploma", "High School Diploma"], ["Fern Creek High School", "Fern Creek High School, Louisville, KY"])],
    [["OSHA 10-Hour General Industry", "OSHA 10-Hour", "OSHA 10"], ["Forklift / PIT certified", "Forklift / PIT certified (UPS, 2022)",
                                                                   "Forklift certified", "PIT certified"]],
    [["Team leadership", "Leadership"], ["Safety audits", "Safety audit"], ["Package scanning", "Scanning"], ["Microsoft Excel", "Excel"],
     ["Google Sheets"], ["Training new hires", "Training"], ["Conflict resolution"], ["Time management"]],
    ["Louisville", "Worldport", "Kroger", "FedEx", "Earn & Learn"],
    [5.3, 7.6], ["First-Line Supervisors", "Laborers and Freight"], ONE + ["no-skills-section"])

# 10 Australian Army RACT -> fleet coordinator, tab-separated rows, "2019–21", "2022 – now" (txt) --------------------
add("10-adf-ract-fleet-coordinator-au.txt",
    C("Jarrod Whitehurst", "jarrod.whitehurst@example.com.au", "0491 570 118", ["Townsville QLD 4814", "Townsville QLD"]),
    [P("Fleet Coordinator", ["Toll Group", "Toll"], "2022", "Present", ["Townsville QLD"]),
     P(["Heavy Vehicle Driver (MC)", "Heavy Vehicle Driver"], "Linfox", "2019", "2021", ["Brisbane QLD"]),
     P(["Transport Supervisor (Corporal)", "Transport Supervisor"],
       ["Australian Army – 3rd Combat Service Support Battalion", "Australian Army", "3rd Combat Service Support Battalion"],
       "2010", "2019", ["Lavarack Barracks, Townsville"])],
    [ED(["Diploma of Logistics (TLI50221)", "Diploma of Logistics"], ["TAFE Queensland"]),
     ED(["Certificate IV in Training and Assessment (TAE40116)", "Certificate IV in Training and Assessment"]),
     ED(["Certificate III in Driving Operations (TLI31216)", "Certificate III in Driving Operations"])],
    [["Heavy Vehicle Licence – MC (Multi Combination), Queensland", "Heavy Vehicle Licence – MC (Multi Combination)",
      "Heavy Vehicle Licence", "MC licence", "Heavy Vehicle Licence - MC"],
     ["Dangerous Goods Driver Licence"], ["Forklift Licence (LF)", "Forklift Licence"]],
    [["Fleet maintenance scheduling", "Fleet maintenance", "Fleet management"], ["Telematics", "Telematics (MiX, Teletrac Navman)", "MiX Telematics"],
     ["Chain of Responsibility", "CoR"], ["Fatigue management (BFM)", "Fatigue management"], ["Load restraint"], ["Microsoft Excel", "Excel"],
     ["Driver training"], ["Team leadership", "Leadership"], ["Problem solving"]],
    ["Townsville", "Linfox", "Corporal", "Afghanistan", "Lavarack Barracks"],
    [13.3, 17.0], ["Transportation, Storage, and Distribution Managers", "Dispatchers", "First-Line Supervisors", "Logisticians"],
    ONE + ["no-skills-section"])

# 11 US Army captain -> Amazon operations manager, dark sidebar (pdf) ------------------------------------------------
add("11-army-captain-amazon-ops-2col-us.pdf",
    C(["Alicia M. Benavides", "Alicia Benavides"], "alicia.benavides@example.com", "(817) 555-0148", ["Fort Worth, TX 76177", "Fort Worth, TX"]),
    [P(["Operations Manager, Outbound", "Operations Manager"], ["Amazon – DFW7 Fulfillment Center", "Amazon", "Amazon DFW7 Fulfillment Center"],
       "2023-04", "Present", ["Fort Worth, TX"]),
     P(["Area Manager II (Pathways Program)", "Area Manager II"], ["Amazon – DFW7 Fulfillment Center", "Amazon", "Amazon DFW7 Fulfillment Center"],
       "2021-07", "2023-03", ["Fort Worth, TX"]),
     P(["Company Commander (Captain, 90A Logistics)", "Company Commander"],
       USA + ["U.S. Army – 1st Cavalry Division Sustainment Brigade", "1st Cavalry Division Sustainment Brigade"], "2019-06", "2021-06",
       ["Fort Hood, TX"]),
     P(["Battalion S4 (Logistics Officer), First Lieutenant", "Battalion S4 (Logistics Officer)", "Battalion S4", "Logistics Officer"],
       USA, "2017-01", "2019-05", ["Camp Humphreys, Republic of Korea"]),
     P(["Distribution Platoon Leader, Second Lieutenant", "Distribution Platoon Leader"], USA, "2015-08", "2016-12", ["Fort Bliss, TX"])],
    [ED(["M.S., Logistics Management", "M.S. in Logistics Management", "Master of Science in Logistics Management"],
        "Florida Institute of Technology"),
     ED(["B.S., Supply Chain Management", "B.S. in Supply Chain Management"], ["Texas A&M University"])],
    [["PMP"], ["Lean Six Sigma Black Belt", "Six Sigma Black Belt"], ["APICS CPIM", "CPIM"]],
    [["Operations management"], ["Lean / Kaizen", "Lean", "Kaizen"], ["Labor planning"], ["Inventory control"], ["SQL"], ["QuickSight", "Amazon QuickSight"],
     ["Microsoft Excel", "Excel"], ["Safety programs (OSHA)", "OSHA", "Safety programs"], ["Budgeting"], ["Coaching and team building", "Coaching", "Team building"]],
    ["Fort Worth", "Captain", "Camp Humphreys", "Poland", "Pathways"],
    [11.2, 11.5], ["Transportation, Storage, and Distribution Managers", "General and Operations Managers", "Logisticians", "Supply Chain Managers"],
    STD + ["no-skills-section"], ["two-columns"])

# 12 CAF vehicle technician -> Ryder fleet maintenance supervisor, employer first, flex dates (pdf) ----------------------
CAF12 = ["Canadian Armed Forces – Royal Canadian Electrical and Mechanical Engineers", "Canadian Armed Forces",
         "Royal Canadian Electrical and Mechanical Engineers"]
add("12-caf-vehicle-tech-fleet-supervisor-ca.pdf",
    C("Brent Laroque", "brent.laroque@example.ca", "780-555-0126", ["Edmonton, AB T5Z 0B3", "Edmonton, AB"]),
    [P("Fleet Maintenance Supervisor", ["Ryder System Inc.", "Ryder System", "Ryder"], "2021-10", "Present", ["Edmonton, AB"]),
     P("Heavy Duty Technician", ["Ryder System Inc.", "Ryder System", "Ryder"], "2019-02", "2021-09", ["Edmonton, AB"]),
     P(["Vehicle Technician, Master Corporal", "Vehicle Technician"], CAF12, "2008-05", "2019-01",
       ["CFB Edmonton / CFB Petawawa", "CFB Edmonton"])],
    [ED(["Heavy Equipment Technician Apprenticeship"], ["NAIT (Northern Alberta Institute of Technology)", "NAIT",
                                                      "Northern Alberta Institute of Technology"])],
    [["Red Seal – Heavy Equipment Technician", "Red Seal – Heavy Equipment Technician (2020)", "Red Seal"],
     ["Alberta Journeyperson Heavy Equipment Technician", "Journeyperson Heavy Equipment Technician"],
     ["CVIP Technician Licence (Alberta)", "CVIP Technician Licence", "CVIP"],
     ["Class 1 Driver's Licence with Air Brake (Q) endorsement", "Class 1 Driver's Licence", "Class 1"],
     ["WHMIS 2015 and TDG", "WHMIS 2015", "WHMIS"], ["Standard First Aid / CPR-C", "Standard First Aid"]],
    [["Diesel engine diagnostics", "Diesel diagnostics", "Diagnostics"], ["Preventive maintenance programs", "Preventive maintenance"],
     ["Hydraulics"], ["Air brake systems", "Air brakes"], ["Aftertreatment (DPF/SCR)", "Aftertreatment", "DPF"],
     ["Fleet management software", "Fleet management"], ["Budget control", "Budgeting"], ["Team supervision", "Supervision"],
     ["Welding (MIG)", "Welding", "MIG welding"], ["INSITE", "Cummins INSITE"]],
    ["Edmonton", "Master Corporal", "Kandahar", "Ryder", "Petawawa"],
    [18.4, 18.7], ["First-Line Supervisors of Mechanics", "Bus and Truck Mechanics", "Mobile Heavy Equipment Mechanics"],
    ONE + ["no-skills-section"])

# 13 RAF technician -> B1 licensed engineer, small caps, two pages (pdf) --------------------------------------------
RAF = ["Royal Air Force", "RAF"]
add("13-raf-technician-b1-engineer-uk.pdf",
    C("Sophie Whitcombe", "sophie.whitcombe@example.co.uk", "07700 900236", ["Leeds, West Yorkshire LS19", "Leeds, West Yorkshire", "Leeds"]),
    [P("B1 Licensed Aircraft Engineer", ["Jet2.com", "Jet2"], "2022-03", "Present", ["Leeds Bradford Airport"]),
     P(["Aircraft Maintenance Mechanic (Category A)", "Aircraft Maintenance Mechanic"], "Storm Aviation", "2019-10", "2022-02",
       ["East Midlands Airport"]),
     P(["Aircraft Technician (Mechanical), Corporal", "Aircraft Technician (Mechanical)", "Aircraft Technician"],
       RAF + ["Royal Air Force, XI(F) Squadron", "XI(F) Squadron"], "2014-04", "2019-09", ["RAF Coningsby"]),
     P(["Aircraft Technician (Mechanical), Senior Aircraftman", "Aircraft Technician (Mechanical)", "Aircraft Technician"],
       RAF, "2009-09", "2014-03", ["RAF Lossiemouth"])],
    [ED(["Level 3 Advanced Apprenticeship in Aircraft Engineering", "Advanced Apprenticeship in Aircraft Engineering"],
        ["No. 1 School of Technical Training, RAF Cosford", "No. 1 School of Technical Training", "RAF Cosford"]),
     ED(["A-levels", "A-levels: Mathematics, Physics, Product Design", "A levels"], ["Lincoln Christ's Hospital School"])],
    [["UK CAA Part-66 Aircraft Maintenance Licence, Category B1.1", "UK CAA Part-66 Aircraft Maintenance Licence",
      "Part-66 Aircraft Maintenance Licence", "Part-66 B1.1", "B1.1"],
     ["Type rating: Boeing 737-600/700/800/900 (CFM56) – B1", "Type rating: Boeing 737-600/700/800/900 (CFM56)", "Boeing 737 type rating",
      "Type rating"],
     ["Human Factors and EWIS", "Human Factors and EWIS (continuation training, 2025)", "Human Factors"]],
    [["Line maintenance", "Line and base maintenance"], ["Base maintenance"], ["Troubleshooting", "Defect troubleshooting"],
     ["Hydraulic systems", "Hydraulics", "Hydraulic and fuel systems"], ["Landing gear"], ["AMOS"],
     ["Borescope inspection", "Borescope"], ["FOD and tool control", "Tool control", "FOD"], ["Mentoring", "Supervision and mentoring", "Supervision"]],
    ["Leeds", "Corporal", "Senior Aircraftman", "Lossiemouth", "Cyprus", "Fell running"],
    [17.1, 17.4], ["Aircraft Mechanics and Service Technicians"], ONE + ["no-skills-section"])

# 14 FedEx Freight senior operations manager, two pages, reserve service at the end (pdf) -----------------------------
FDX = ["FedEx Freight"]
add("14-fedex-freight-ops-manager-2page-us.pdf",
    C(["Gregory P. Lindqvist", "Gregory Lindqvist"], "greg.lindqvist@example.com", "901-555-0164", ["Collierville, TN 38017", "Collierville, TN"]),
    [P(["Senior Operations Manager – Memphis Hub and 6 service centers", "Senior Operations Manager"], FDX, "2019-03", "Present", ["Memphis, TN"]),
     P("Operations Manager", FDX, "2014-06", "2019-02", ["Harrison, AR"]),
     P("Service Center Manager", ["YRC Freight", "YRC"], "2009-05", "2014-05", ["Nashville, TN"]),
     P(["Dock Supervisor / Operations Supervisor", "Dock Supervisor", "Operations Supervisor"], ["Con-way Freight", "Con-way"], "2005-08", "2009-04",
       ["Nashville, TN"]),
     P(["Casual Dockworker (part-time, while in college)", "Casual Dockworker"], ["Roadway Express", "Roadway"], "2001", "2005", ["Knoxville, TN"]),
     P(["Motor Transport Operator (88M), Specialist", "Motor Transport Operator (88M)", "Motor Transport Operator"],
       ["U.S. Army Reserve", "US Army Reserve", "United States Army Reserve", "Army Reserve"], "2000", "2006", ["Knoxville, TN"])],
    [ED(["Bachelor of Science in Business Administration, Logistics and Transportation", "Bachelor of Science in Business Administration"],
        ["The University of Tennessee, Knoxville", "The University of Tennessee", "University of Tennessee, Knoxville",
         "The University of Tennessee, Knoxville – Haslam College of Business"])],
    [["Six Sigma Green Belt", "Six Sigma Green Belt – FedEx Quality Driven Management"], ["OSHA 30-Hour General Industry", "OSHA 30-Hour", "OSHA 30"],
     ["Certified in Transportation and Logistics (CTL)", "Certified in Transportation and Logistics", "CTL"],
     ["CDL Class A", "CDL Class A (held 2004–2016, inactive)"]],
    [["LTL terminal operations", "LTL", "Terminal operations"], ["Linehaul planning"], ["P&L management", "P&L"], ["Lean Six Sigma", "Six Sigma"],
     ["OSHA / DOT compliance", "OSHA", "DOT compliance"], ["Labor relations"], ["Claims prevention"], ["Workforce planning"],
     ["Kronos / UKG", "Kronos", "UKG"], ["Power BI"], ["Change management"]],
    ["Collierville", "Memphis", "Teamsters", "Specialist", "Iraq", "Baghdad"],
    [21.2, 27.0], ["Transportation, Storage, and Distribution Managers", "General and Operations Managers",
                   "First-Line Supervisors of Material-Moving", "First-Line Supervisors of Transportation"],
    ONE + ["no-skills-section"])

# 15 Irish Defence Forces corporal -> procurement analyst, dates in a left table column (pdf) ------------------------
add("15-defence-forces-procurement-analyst-ie.pdf",
    C("Aoife Brennan", "aoife.brennan@example.ie", "+353 87 555 0163", ["Maynooth, Co. Kildare", "Maynooth"]),
    [P("Procurement Analyst", ["Intel Ireland", "Intel"], "2022-06", "Present", ["Leixlip, Co. Kildare", "Leixlip"]),
     P(["Buyer, Indirect Procurement", "Buyer"], ["Kerry Group"], "2019-09", "2022-05", ["Naas, Co. Kildare", "Naas"]),
     P(["Corporal, Transport Corps (Logistics NCO)", "Logistics NCO", "Corporal, Transport Corps", "Corporal"],
       ["Irish Defence Forces (Óglaigh na hÉireann)", "Irish Defence Forces", "Óglaigh na hÉireann", "Defence Forces"], "2010", "2019",
       ["Defence Forces Training Centre, Curragh Camp", "Curragh Camp"])],
    [ED(["MSc in Supply Chain Management", "MSc Supply Chain Management"], ["Technological University Dublin", "TU Dublin"]),
     ED(["BA in Leadership, Management and Defence Studies"], ["Maynooth University"]),
     ED(["Leaving Certificate"], ["Scoil Mhuire Community School, Clane", "Scoil Mhuire Community School"])],
    [["MCIPS – Chartered Institute of Procurement & Supply", "MCIPS"],
     ["CIPS Level 4 Diploma in Procurement and Supply", "CIPS Level 4 Diploma"], ["Lean Six Sigma Green Belt", "Six Sigma Green Belt"]],
    [["SAP Ariba", "Ariba"], ["SAP MM", "SAP"], ["Power BI"], ["Advanced Excel", "Excel", "Microsoft Excel"], ["Tender management", "Tendering"],
     ["Supplier relationship management", "SRM"], ["Spend analysis", "Spend analytics"], ["Contract negotiation", "Negotiation"],
     ["Irish", "Irish (fluent)"]],
    ["Maynooth", "Leixlip", "Corporal", "Lebanon", "UNIFIL", "Curragh"],
    [15.3, 17.0], ["Purchasing Agents", "Purchasing Managers", "Logistics Analysts", "Logisticians", "Procurement Clerks"],
    ONE + ["no-skills-section"])

# 16 USMC transition-template résumé, still serving, employer line above three billets (pdf) ------------------------------
add("16-usmc-transition-template-us.pdf",
    C(["Andre L. McCray", "Andre McCray", "ANDRE L. McCRAY"], "andre.mccray@example.com", "(442) 555-0119", ["Oceanside, CA 92057", "Oceanside, CA"]),
    [P(["Supply Chief (Staff Sergeant)", "Supply Chief"], USMC + ["1st Marine Logistics Group"], "2022-08", "Present", ["Camp Pendleton, CA"]),
     P(["Supply Administration and Operations Specialist (MOS 3043), Sergeant", "Supply Administration and Operations Specialist (MOS 3043)",
        "Supply Administration and Operations Specialist"], USMC + ["3rd Marine Logistics Group"], "2019-03", "2022-07", ["Okinawa, Japan"]),
     P(["Supply Clerk, Corporal", "Supply Clerk"], USMC + ["2nd Marine Division"], "2015-06", "2019-02", ["Camp Lejeune, NC"])],
    [ED(["Associate of Arts, Business Administration", "Associate of Arts in Business Administration"],
        ["Coastline College", "Coastline College, Fountain Valley, CA"])],
    [["Certified Logistics Associate (CLA)", "Certified Logistics Associate", "CLA"], ["Lean Six Sigma Green Belt", "Six Sigma Green Belt"],
     ["Government Purchase Card Holder Certification", "Government Purchase Card"]],
    [["Inventory Management"], ["Procurement & Purchasing", "Procurement", "Purchasing"], ["Warehouse Operations"],
     ["GCSS-MC", "GCSS-MC (Oracle ERP)", "Oracle ERP"], ["Audit Readiness", "Audit"], ["Budget Management", "Budgeting"], ["Microsoft Excel", "Excel"],
     ["Team Leadership", "Leadership"], ["Training & Development", "Training"], ["Hazardous Material Handling", "Hazardous materials"],
     ["Data Analysis"], ["Customer Service"]],
    ["Oceanside", "Staff Sergeant", "Okinawa", "Typhoon Hagibis", "SkillBridge"],
    [11.3, 11.6], LOG + ["Supply Chain Managers", "Purchasing Agents"], ONE + ["no-skills-section"])

# 17 Mumbai freight-forwarding executive, two-column grid (pdf) ----------------------------------------------------
add("17-freight-forwarding-coordinator-2col-in.pdf",
    C("Pooja Deshmukh", "pooja.deshmukh@example.in", "+91 90000 55847", ["Thane West, Maharashtra", "Thane West", "Thane"]),
    [P(["Senior Executive – Ocean Export Operations", "Senior Executive"], ["DHL Global Forwarding (India) Pvt. Ltd.", "DHL Global Forwarding"],
       "2023-02", "Present", ["Mumbai"]),
     P(["Executive – Freight Forwarding (Air & Ocean)", "Executive – Freight Forwarding", "Executive"], ["Kuehne + Nagel Pvt. Ltd.", "Kuehne + Nagel"],
       "2020-07", "2023-01", ["Navi Mumbai"]),
     P("Operations Trainee", ["Allcargo Logistics Ltd.", "Allcargo Logistics"], "2019-06", "2020-06", ["Mumbai"]),
     P("Summer Intern", ["Blue Dart Express Ltd.", "Blue Dart Express", "Blue Dart"], "2018-05", "2018-06", ["Mumbai"])],
    [ED(["PGDM (Logistics & Supply Chain Management)", "PGDM"], ["Welingkar Institute of Management", "Welingkar Institute of Management, Mumbai"]),
     ED(["B.Com", "BCom"], ["R.A. Podar College of Commerce and Economics, University of Mumbai", "R.A. Podar College of Commerce and Economics",
                           "University of Mumbai"])],
    [["FIATA Diploma in Freight Forwarding", "FIATA Diploma"], ["IATA Dangerous Goods Regulations (DGR)", "IATA Dangerous Goods Regulations (DGR), Cat. 3",
                                                                "IATA DGR", "Dangerous Goods Regulations"]],
    [["CargoWise One", "CargoWise"], ["SAP TM", "SAP"], ["Incoterms 2020", "Incoterms"],
     ["Export documentation", "Export documentation (shipping bill, BL, COO)"], ["ICEGATE customs filing", "ICEGATE", "Customs clearance"],
     ["Carrier rate negotiation", "Rate negotiation", "Negotiation"], ["MS Excel", "MS Excel (VLOOKUP, pivots)", "Excel", "Microsoft Excel"],
     ["Client communication", "Communication"], ["Marathi"]],
    ["Thane", "Maersk", "Hapag-Lloyd", "JNPT", "Andheri"],
    [7.4, 7.8], ["Freight Forwarders", "Cargo and Freight Agents", "Logisticians", "Logistics Analysts"],
    STD + ["no-skills-section"], ["two-columns"])

# 18 Calgary warehouse supervisor, icon contact line, skills as chips (pdf) -------------------------------------------
add("18-warehouse-supervisor-icons-ca.pdf",
    C("Daniela Ferreira", "daniela.ferreira@example.ca", "403-555-0182", ["Calgary, AB"]),
    [P("Warehouse Supervisor", ["Canadian Tire Corporation – Calgary Distribution Centre", "Canadian Tire Corporation", "Canadian Tire"],
       "2021-11", "Present"),
     P(["Lead Hand, Shipping & Receiving", "Lead Hand"], ["Sysco Calgary", "Sysco"], "2018-04", "2021-10"),
     P("Warehouse Associate", ["Costco Wholesale Depot", "Costco Wholesale", "Costco"], "2016-01", "2018-03")],
    [ED(["Certificate in Supply Chain Management"], ["Mount Royal University", "Mount Royal University, Continuing Education"]),
     ED(["High School Diploma"], ["Lester B. Pearson High School", "Lester B. Pearson High School, Calgary"])],
    [["Forklift Operator (counterbalance & reach)", "Forklift Operator"], ["WHMIS 2015", "WHMIS"], ["TDG"],
     ["Standard First Aid & CPR-C", "Standard First Aid"], ["HACCP Basic", "HACCP"]],
    [["Manhattan SCALE", "Manhattan"], ["SAP EWM", "SAP"], ["Inventory control"], ["Cycle counting"], ["Dock scheduling"],
     ["Cold chain"], ["Microsoft Excel", "Excel"], ["Coaching"], ["Conflict resolution"], ["Portuguese"]],
    ["Calgary", "Sysco", "Costco", "Canadian Tire", "Lead Hand"],
    [10.8, 11.0], ["First-Line Supervisors", "Transportation, Storage, and Distribution Managers"], ONE + ["no-skills-section"])

# 19 NZ Class 5 linehaul driver, licences table, referee with phone (pdf) ---------------------------------------------
add("19-class5-linehaul-driver-nz.pdf",
    C("Hemi Walker", "hemi.walker@example.co.nz", "021 555 0193", ["Hamilton 3204, Waikato", "Hamilton, Waikato", "Hamilton"]),
    [P("Class 5 Linehaul Driver", "Mainfreight", "2020-05", "Present", ["Hamilton"]),
     P("Class 4 Truck Driver", "Hilton Haulage", "2016-01", "2020-04", ["Te Rapa"]),
     P(["Storeman / Forklift Operator", "Storeman"], "PlaceMakers", "2013", "2015", ["Hamilton"])],
    [ED(["New Zealand Certificate in Commercial Road Transport (Heavy Vehicle Driving) (Level 3)",
         "New Zealand Certificate in Commercial Road Transport (Heavy Vehicle Driving)",
         "New Zealand Certificate in Commercial Road Transport"],
        ["Waikato Institute of Technology (Wintec)", "Waikato Institute of Technology", "Wintec"]),
     ED(["NCEA Level 2"], ["Fraser High School"])],
    [["Class 5 (full)", "Class 5"], ["D endorsement", "Dangerous goods endorsement"], ["F endorsement", "Forklift endorsement"],
     ["W endorsement"], ["Site Safe Passport", "Site Safe Foundation Passport"]],
    [["B-train and truck-and-trailer driving", "B-train driving", "Truck and trailer driving"], ["EROAD logbook", "EROAD"], ["Load restraint"],
     ["Dangerous goods"], ["Forklift"], ["Pre-start vehicle checks", "Pre-start checks"], ["Reversing and docking", "Reversing"], ["Customer service"]],
    ["Hamilton", "Mainfreight", "Te Rapa", "Scania", "Auckland"],
    [12.0, 14.0], TRUCK, ONE + ["no-skills-section"])

# 20 Iowa fleet manager with concurrent National Guard service (pdf) ----------------------------------------------
add("20-guard-mechanic-fleet-manager-us.pdf",
    C(["Kristen M. Halvorsen", "Kristen Halvorsen"], "k.halvorsen@example.com", "515-555-0138", ["Ankeny, IA 50023", "Ankeny, IA"]),
    [P("Fleet Manager", ["Penske Truck Leasing", "Penske"], "2020-06", "Present", ["Des Moines, IA"]),
     P("Fleet Maintenance Coordinator", ["Hy-Vee, Inc.", "Hy-Vee"], "2016-08", "2020-05", ["Chariton, IA"]),
     P("Diesel Technician", ["Ziegler CAT", "Ziegler"], "2012-06", "2016-07", ["Altoona, IA"]),
     P(["Wheeled Vehicle Mechanic (91B), Staff Sergeant", "Wheeled Vehicle Mechanic (91B)", "Wheeled Vehicle Mechanic"],
       ["Iowa Army National Guard", "Army National Guard"], "2010", "Present", ["Camp Dodge, Johnston, IA", "Johnston, IA"])],
    [ED(["A.A.S. Diesel Technology", "AAS Diesel Technology", "Associate of Applied Science in Diesel Technology"],
        ["Des Moines Area Community College (DMACC)", "Des Moines Area Community College", "DMACC"])],
    [["ASE Master Medium/Heavy Truck Technician (T1–T8)", "ASE Master Medium/Heavy Truck Technician", "ASE Master"],
     ["FMCSA Qualified Brake and Annual Inspector (49 CFR 396.19 / 396.25)", "FMCSA Qualified Brake and Annual Inspector"],
     ["EPA Section 609 (mobile A/C)", "EPA Section 609", "EPA 609"], ["CDL Class A", "Class A CDL"]],
    [["Fleet maintenance planning", "Fleet maintenance", "Fleet management"], ["Preventive maintenance"], ["Diesel diagnostics", "Diagnostics"],
     ["Geotab"], ["Fleetio"], ["Budget and cost-per-mile analysis", "Budgeting", "Cost analysis"], ["DOT compliance"], ["Vendor management"],
     ["Team leadership", "Leadership"]],
    ["Ankeny", "Staff Sergeant", "Kuwait", "Penske", "Camp Dodge"],
    [14.4, 17.0], ["Transportation, Storage, and Distribution Managers", "First-Line Supervisors of Mechanics", "Bus and Truck Mechanics"],
    ONE + ["no-skills-section"])

# 21 Army 92Y -> Walmart inventory control, layout table (docx) --------------------------------------------------
add("21-army-92y-inventory-control-table-us.docx",
    C(["Tiana R. Washington", "Tiana Washington"], "tiana.washington@example.com", "(910) 555-0152", ["Fayetteville, NC 28314", "Fayetteville, NC"]),
    [P("Inventory Control Specialist", ["Walmart Distribution Center", "Walmart"], "2023-02", "Present", ["Hope Mills, NC"]),
     P(["Unit Supply Specialist (MOS 92Y), Sergeant", "Unit Supply Specialist (MOS 92Y)", "Unit Supply Specialist"],
       USA + ["U.S. Army – 82nd Airborne Division", "82nd Airborne Division"], "2017-01", "2023-01", ["Fort Bragg, NC"]),
     P(["Sales Associate (part-time)", "Sales Associate"], "Dollar General", "2015", "2016", ["Columbus, GA"])],
    [ED(["Associate in Applied Science, Logistics Management", "Associate in Applied Science"], ["Fayetteville Technical Community College"]),
     ED(["High School Diploma"], ["Spencer High School", "Spencer High School, Columbus, GA"])],
    [["Certified Logistics Associate (CLA)", "Certified Logistics Associate", "CLA"],
     ["Forklift / PIT certified (sit-down and reach)", "Forklift / PIT certified", "Forklift certified"]],
    [["Inventory control"], ["Cycle counting", "Cycle counts"], ["Variance research"], ["GCSS-Army (SAP)", "GCSS-Army", "SAP"],
     ["Warehouse management systems", "WMS"], ["Microsoft Excel", "Excel"], ["Receiving and shipping", "Receiving", "Shipping and receiving"],
     ["Property accountability"], ["Attention to detail"], ["Retail Link"]],
    ["Fayetteville", "Sergeant", "82nd Airborne Division", "Poland", "Dollar General"],
    [9.8, 12.0], ["Shipping, Receiving, and Inventory Clerks", "Stockers and Order Fillers", "Logisticians", "Logistics Analysts",
                  "Production, Planning, and Expediting Clerks"],
    ONE + ["no-skills-section"])

# 22 RLC driver -> transport planner, Word headings and tab stops (docx) ----------------------------------------------
add("22-rlc-driver-transport-planner-tabs-uk.docx",
    C("Lewis Pritchard", "lewis.pritchard@example.co.uk", "07700 900352", ["Bicester, Oxfordshire OX26", "Bicester, Oxfordshire", "Bicester"]),
    [P("Transport Planner", ["Wincanton plc", "Wincanton"], "2021-08", "Present", ["Bicester"]),
     P("Class 1 HGV Driver", ["Howard Tenens Logistics", "Howard Tenens"], "2018-03", "2021-07", ["Swindon"]),
     P(["Driver, Lance Corporal", "Driver"], ["British Army, Royal Logistic Corps", "British Army", "Royal Logistic Corps"], "2011", "2018")],
    [ED(["GCSEs (6 grades A*–C, including Maths and English)", "GCSEs", "6 GCSEs"], ["The Cooper School", "The Cooper School, Bicester"])],
    [["Transport Manager CPC (National Road Haulage)", "Transport Manager CPC"],
     ["Category C+E licence with Driver CPC (DQC) and digital tachograph card", "Category C+E licence", "C+E", "Category C+E"],
     ["ADR – Packages (Class 3, 8, 9)", "ADR – Packages", "ADR"]],
    [["Route planning (Paragon)", "Route planning", "Paragon"], ["Telematics (Microlise)", "Microlise", "Telematics"],
     ["Drivers' hours and WTD", "Drivers' hours", "Drivers hours"], ["Tachograph analysis (TruTac)", "Tachograph analysis", "Tachograph"],
     ["O-licence compliance", "Operator licence compliance"], ["Microsoft Excel", "Excel"], ["Driver debriefs"], ["Problem solving"]],
    ["Bicester", "Wincanton", "Lance Corporal", "Afghanistan", "Abingdon"],
    [15.0, 16.0], ["Dispatchers", "Logisticians", "Logistics Analysts", "Transportation, Storage, and Distribution Managers"],
    ONE + ["no-skills-section"])

# 23 USAF aerial porter -> air cargo load planner, name and contact only in the page header (docx) ---------------------
add("23-usaf-air-transportation-cargo-header-us.docx",
    C(["Kimberly A. Nguyen", "Kimberly Nguyen"], "kim.nguyen.cargo@example.com", "(859) 555-0124", ["Hebron, KY 41048", "Hebron, KY"]),
    [P("Load Planner", ["Atlas Air"], "2023-05", "Present",
       ["Cincinnati/Northern Kentucky International Airport (CVG), Hebron, KY", "Hebron, KY"]),
     P("Cargo and Freight Agent", ["DHL Express – CVG Hub", "DHL Express"], "2020-10", "2023-04", ["Hebron, KY"]),
     P(["Air Transportation Craftsman (AFSC 2T271), Staff Sergeant", "Air Transportation Craftsman (AFSC 2T271)", "Air Transportation Craftsman"],
       USAF + ["United States Air Force – 436th Aerial Port Squadron", "436th Aerial Port Squadron"], "2012-07", "2020-09", ["Dover AFB, DE"])],
    [ED(["Associate in Applied Science, Transportation", "Associate in Applied Science"], ["Community College of the Air Force"])],
    [["IATA Dangerous Goods Regulations (DGR) – Category 6", "IATA Dangerous Goods Regulations (DGR)", "IATA DGR"],
     ["TSA Indirect Air Carrier Security Coordinator training", "TSA Indirect Air Carrier Security Coordinator"],
     ["Forklift (10K AT) and K-loader operator", "Forklift (10K AT) and K-loader operator (USAF, 2013)", "Forklift"]],
    [["Weight and balance"], ["Load planning"], ["ULD build-up", "ULD"], ["Dangerous goods acceptance", "Dangerous goods"], ["CargoSpot"],
     ["Microsoft Excel", "Excel"], ["Ramp safety"], ["Training and mentoring", "Mentoring", "Training"]],
    ["Hebron", "Staff Sergeant", "Dover AFB", "Bagram", "Qatar"],
    [14.3, 14.5], ["Aircraft Cargo Handling Supervisors", "Cargo and Freight Agents"], ONE + ["no-skills-section"])

# 24 RAAF logistics officer -> defence procurement, bordered table with dates on the left (docx) -------------------------
add("24-raaf-logistics-officer-procurement-au.docx",
    C("Rebecca Thornton", "rebecca.thornton@example.com.au", "0491 570 236", ["Mawson Lakes SA 5095", "Mawson Lakes SA"]),
    [P("Senior Procurement Specialist", ["BAE Systems Australia"], "2023-01", "Present", ["Edinburgh Parks SA"]),
     P(["Contracting Officer (APS 6)", "Contracting Officer"], ["Department of Defence – CASG", "Department of Defence", "CASG"], "2020-07", "2022-12",
       ["Adelaide SA"]),
     P(["Logistics Officer, Flight Lieutenant", "Logistics Officer"],
       ["Royal Australian Air Force – No. 92 Wing", "Royal Australian Air Force", "RAAF", "No. 92 Wing"], "2012-02", "2020-06",
       ["RAAF Base Edinburgh SA", "RAAF Base Edinburgh"])],
    [ED(["Graduate Certificate in Procurement and Contracting"], ["UNSW Canberra"]),
     ED(["Bachelor of Business"], ["UNSW Canberra at the Australian Defence Force Academy (ADFA)", "UNSW Canberra",
                                   "Australian Defence Force Academy (ADFA)", "Australian Defence Force Academy"])],
    [["MCIPS – Chartered Institute of Procurement & Supply", "MCIPS"],
     ["Certificate IV in Government Procurement and Contracting (PSP40616)", "Certificate IV in Government Procurement and Contracting"],
     ["NV1 security clearance", "NV1 security clearance (current)", "NV1"]],
    [["Strategic sourcing"], ["Tender evaluation"], ["Contract management"], ["Commonwealth Procurement Rules"], ["SAP"], ["SAP Ariba", "Ariba"],
     ["Export controls (ITAR)", "ITAR", "Export controls"], ["Supply chain planning"], ["Stakeholder engagement"], ["Negotiation"]],
    ["Mawson Lakes", "Flight Lieutenant", "Hunter class", "Poseidon", "Edinburgh"],
    [14.7, 14.9], ["Purchasing Agents", "Purchasing Managers", "Logisticians", "Logistics Analysts"], ONE + ["no-skills-section"])

# 25 Amazon picker -> process assistant -> area manager under one employer line (docx) ------------------------------
AMZ = ["Amazon – PHX7 Fulfillment Center", "Amazon", "Amazon PHX7 Fulfillment Center", "Amazon – PHX7"]
add("25-amazon-associate-to-area-manager-us.docx",
    C("Jordan Ellis", "jordan.ellis.ops@example.com", "602-555-0197", ["Phoenix, AZ 85043", "Phoenix, AZ"]),
    [P(["Area Manager, Outbound Ship Dock", "Area Manager"], AMZ, "2023-10", "Present", ["Phoenix, AZ"]),
     P(["Process Assistant (L3), Pick", "Process Assistant (L3)", "Process Assistant"], AMZ, "2022-03", "2023-09", ["Phoenix, AZ"]),
     P(["Fulfillment Associate (L1), Pick / Stow", "Fulfillment Associate (L1)", "Fulfillment Associate"], AMZ, "2020-11", "2022-02", ["Phoenix, AZ"]),
     P(["Shift Lead (part-time)", "Shift Lead"], ["Chipotle Mexican Grill", "Chipotle"], "2018-06", "2020-10", ["Tempe, AZ"])],
    [ED(["Bachelor of Arts in Organizational Leadership"], ["Arizona State University"])],
    [["Lean Six Sigma Yellow Belt", "Six Sigma Yellow Belt", "Lean Six Sigma Yellow Belt (Amazon)"], ["OSHA 10-Hour General Industry", "OSHA 10-Hour", "OSHA 10"],
     ["PIT certified – order picker", "PIT certified"]],
    [["People leadership", "Leadership"], ["Labor planning"], ["FCLM"], ["Kaizen"], ["Root cause analysis"], ["Safety audits"],
     ["Microsoft Excel", "Excel"], ["Spanish", "Bilingual English/Spanish", "Bilingual"], ["RF scanner"]],
    ["Phoenix", "Tempe", "Chipotle", "Amazon", "Process Assistant"],
    [6.0, 8.6], ["First-Line Supervisors", "Transportation, Storage, and Distribution Managers", "General and Operations Managers"],
    ONE + ["no-skills-section"])

# 26 RCN supply technician -> shipbuilding logistics coordinator, Word headings, "Summer 2010" (docx) --------------------
add("26-rcn-supply-tech-logistics-coordinator-ca.docx",
    C(["Émilie Gauthier", "Emilie Gauthier"], "emilie.gauthier@example.ca", "902-555-0146", ["Halifax, NS B3K 5M7", "Halifax, NS"]),
    [P("Logistics Coordinator", ["Irving Shipbuilding Inc.", "Irving Shipbuilding"], "2021-09", "Present", ["Halifax, NS"]),
     P(["Supply Technician, Master Sailor (formerly Leading Seaman)", "Supply Technician, Master Sailor", "Supply Technician"],
       ["Royal Canadian Navy, Canadian Armed Forces", "Royal Canadian Navy", "Canadian Armed Forces"], "2011-08", "2021-08",
       ["HMCS Halifax and CFB Halifax", "CFB Halifax"]),
     P(["Summer Student, Warehouse", "Summer Student"], ["Sobeys Distribution Centre", "Sobeys"], location=["Dartmouth, NS"])],
    [ED(["Certificate in Supply Chain Management"], ["Saint Mary's University", "Saint Mary's University, Continuing Education"]),
     ED(["High School Diploma"], ["Prince Andrew High School", "Prince Andrew High School, Dartmouth"])],
    [["Supply Chain Management Professional (SCMP)", "Supply Chain Management Professional", "SCMP"],
     ["Transportation of Dangerous Goods (TDG)", "Transportation of Dangerous Goods", "TDG"], ["WHMIS 2015", "WHMIS"]],
    [["SAP S/4HANA", "SAP", "SAP S/4HANA and DRMIS"], ["DRMIS"], ["Expediting", "Expediting and supplier follow-up"],
     ["Customs documentation"], ["Inventory control"], ["Microsoft Excel", "Excel", "Microsoft Excel (pivot tables, Power Query)"],
     ["Pivot tables"], ["Power Query"], ["French", "Bilingual", "Bilingual communication"]],
    ["Halifax", "Master Sailor", "Leading Seaman", "Mediterranean", "Sobeys"],
    [15.2, 15.7], LOG + ["Production, Planning, and Expediting Clerks", "Supply Chain Managers"], ONE + ["no-skills-section"])

# 27 US hazmat tanker driver, plain Word file, licence table, year-only helper job (docx) ------------------------------
add("27-hazmat-tanker-driver-us.docx",
    C(["Wade E. Pruitt", "Wade Pruitt"], "wade.pruitt@example.com", "432-555-0109", ["Odessa, Texas", "Odessa, TX"]),
    [P(["Tanker Driver (CDL-A, Hazmat)", "Tanker Driver"], ["Trimac Transportation", "Trimac"], "2019-06", "Present", ["Odessa, TX"]),
     P(["Driver / Dispatcher", "Driver"], ["Basin Fluid Haulers LLC", "Basin Fluid Haulers"], "2015-01", "2019-05", ["Midland, TX"]),
     P("Diesel Mechanic Helper", ["Rush Truck Centers"], "2012", "2014", ["Odessa, TX"])],
    [ED(["High School Diploma"], ["Permian High School", "Permian High School, Odessa, TX"])],
    [["Texas CDL Class A", "CDL Class A", "CDL-A"], ["DOT Medical Card"], ["TWIC", "TWIC Card"], ["H2S Clear"]],
    [["Tanker operations", "Tanker"], ["Hazmat transport", "Hazmat", "Hazardous materials"], ["Pre-trip and post-trip inspections", "Pre-trip inspections",
                                                                                              "Pre-trip inspection"],
     ["ELD (PeopleNet)", "ELD", "PeopleNet"], ["Dispatching", "Dispatch"], ["DOT compliance"], ["Basic diesel maintenance", "Diesel maintenance"]],
    ["Odessa", "Midland", "Trimac", "Permian", "Peterbilt"],
    [13.0, 15.0], TRUCK, ONE + ["no-skills-section"])

# 28 Indian Air Force ex-serviceman -> IndiGo AME, work table with From/To columns, personal details (docx) -------------
add("28-iaf-airframe-fitter-ame-in.docx",
    C("Sunil Kumar Nair", "sunil.nair.ame@example.in", "+91 90000 55362",
      ["Flat 3B, Sai Residency, Yelahanka New Town, Bengaluru – 560064", "Yelahanka New Town, Bengaluru – 560064", "Yelahanka New Town, Bengaluru",
       "Bengaluru – 560064", "Bengaluru"]),
    [P(["Aircraft Maintenance Engineer (B1)", "Aircraft Maintenance Engineer"], ["InterGlobe Aviation Ltd. (IndiGo)", "InterGlobe Aviation Ltd.",
                                                                               "InterGlobe Aviation", "IndiGo"], "2021-03", "Present",
       ["Kempegowda International Airport, Bengaluru", "Bengaluru"]),
     P("Certifying Technician", ["Air India Engineering Services Ltd. (AIESL)", "Air India Engineering Services Ltd.", "AIESL"], "2017-08", "2021-02",
       ["Mumbai"]),
     P(["Sergeant (Airframe Fitter)", "Airframe Fitter", "Sergeant"], ["Indian Air Force"], "1997-07", "2017-07")],
    [ED(["B.Sc. (Physics, Chemistry, Mathematics)", "B.Sc."], ["Indira Gandhi National Open University (IGNOU)", "Indira Gandhi National Open University",
                                                              "IGNOU"]),
     ED(["Diploma in Aircraft Maintenance (Airframe)", "Diploma in Aircraft Maintenance"],
        ["Mechanical Training Institute, IAF, Tambaram", "Mechanical Training Institute"]),
     ED(["Higher Secondary (12th)", "Higher Secondary"], ["Kerala Board of Higher Secondary Education"])],
    [["DGCA AME Licence Category B1.1", "DGCA AME Licence", "AME Licence Category B1.1",
      "DGCA AME Licence Category B1.1, A320 family (CFM56 / PW1100G) type endorsed"],
     ["Human Factors and EWIS", "Human Factors and EWIS – IndiGo Training Centre"], ["Borescope Inspection (CFM56-5B)", "Borescope Inspection"]],
    [["A320 family systems", "A320"], ["Borescope inspection", "Borescope"], ["Structural repair"], ["Landing gear and hydraulics", "Landing gear", "Hydraulics"],
     ["AMOS"], ["Troubleshooting"], ["Technical documentation"], ["Team supervision", "Supervision"]],
    ["Bengaluru", "Sergeant", "Jamnagar", "Married", "IndiGo"],
    [29.3, 29.5], ["Aircraft Mechanics and Service Technicians"], ONE + ["no-skills-section"])


here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "..", "expected.jsonl"), "w") as f:
    for e in E:
        f.write(json.dumps(e, ensure_ascii=False) + "\n")
print(len(E), "expectations")

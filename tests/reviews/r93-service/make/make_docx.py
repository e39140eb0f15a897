#!/usr/bin/python3
"""Writes files/21-28 *.docx with python-docx (Debian's python3-docx): /usr/bin/python3 make/make_docx.py"""
import os
import docx
from docx.enum.table import WD_TABLE_ALIGNMENT
from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Cm, Pt, RGBColor

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "files")


def new(font="Calibri", size=11, margins=2.0):
    d = docx.Document()
    st = d.styles["Normal"]
    st.font.name = font
    st.font.size = Pt(size)
    for s in d.sections:
        s.left_margin = s.right_margin = Cm(margins)
        s.top_margin = s.bottom_margin = Cm(margins * 0.8)
    return d


def para(d, text="", bold=False, italic=False, size=None, align=None, color=None, space_after=2, style=None):
    p = d.add_paragraph(style=style)
    if text:
        r = p.add_run(text)
        r.bold, r.italic = bold, italic
        if size:
            r.font.size = Pt(size)
        if color:
            r.font.color.rgb = RGBColor.from_string(color)
    if align == "center":
        p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p.paragraph_format.space_after = Pt(space_after)
    return p


def runs(p, *parts):
    """parts: (text, bold) pairs"""
    for text, bold in parts:
        r = p.add_run(text)
        r.bold = bold
    return p


def bullets(d, items):
    for it in items:
        p = d.add_paragraph(it, style="List Bullet")
        p.paragraph_format.space_after = Pt(1)


def tabbed(d, left, right, bold=True, pos=Cm(17.0), italic_right=False):
    """left text, right-aligned tab stop, right text."""
    p = d.add_paragraph()
    p.paragraph_format.tab_stops.add_tab_stop(pos, WD_TAB_ALIGNMENT.RIGHT)
    r = p.add_run(left)
    r.bold = bold
    r2 = p.add_run("\t" + right)
    r2.italic = italic_right
    p.paragraph_format.space_after = Pt(0)
    return p


def rule(p):
    """A bottom border under a paragraph (a heading line)."""
    pPr = p._p.get_or_add_pPr()
    bdr = OxmlElement("w:pBdr")
    b = OxmlElement("w:bottom")
    for k, v in (("w:val", "single"), ("w:sz", "6"), ("w:space", "1"), ("w:color", "444444")):
        b.set(qn(k), v)
    bdr.append(b)
    pPr.append(bdr)


def heading(d, text, color="1F3864", size=12):
    p = para(d, text, bold=True, size=size, color=color, space_after=3)
    p.paragraph_format.space_before = Pt(10)
    rule(p)
    return p


def no_borders(table):
    tbl = table._tbl
    tblPr = tbl.tblPr
    borders = OxmlElement("w:tblBorders")
    for edge in ("top", "left", "bottom", "right", "insideH", "insideV"):
        e = OxmlElement(f"w:{edge}")
        e.set(qn("w:val"), "nil")
        borders.append(e)
    tblPr.append(borders)


def cell_text(cell, lines, bold_first=False, size=None):
    cell.text = ""
    first = True
    for line in lines:
        p = cell.paragraphs[0] if first else cell.add_paragraph()
        r = p.add_run(line)
        if bold_first and first:
            r.bold = True
        if size:
            r.font.size = Pt(size)
        p.paragraph_format.space_after = Pt(1)
        first = False


def save(d, name):
    d.save(os.path.join(OUT, name))


# 21 -- Vancouver room attendant: a layout table per job (dates cell / details cell) -----------------------------
def f21():
    d = new("Arial", 10.5)
    para(d, "MARICEL DELA ROSA SANTOS", bold=True, size=18, align="center", color="2E75B6", space_after=0)
    para(d, "Room Attendant / Housekeeping", italic=True, size=11, align="center", space_after=0)
    para(d, "Burnaby, BC V5H 2E3  •  604-555-0121  •  maricel.santos.bc@example.ca", align="center", space_after=8)
    heading(d, "SUMMARY", "2E75B6")
    para(d, "Dependable hotel housekeeper with 10 years of experience in luxury hotels in Vancouver and Manila. "
            "Fast and thorough (16 rooms per shift), careful with guest property, and trained in safe chemical use. "
            "Permanent resident of Canada.")
    heading(d, "WORK EXPERIENCE", "2E75B6")
    jobs = [
        ("March 2019 – Present", ["Room Attendant", "Fairmont Pacific Rim, Vancouver, BC",
                                  "• Clean and set up 14–16 guest rooms and suites per shift to Fairmont standards",
                                  "• Turndown service and VIP amenity set-up; report maintenance issues through HotSOS",
                                  "• Buddy-trainer for new room attendants since 2022"]),
        ("June 2016 – February 2019", ["Housekeeper", "Holiday Inn Vancouver Downtown, Vancouver, BC",
                                       "• Guest rooms, corridors and public areas; restocked carts and linen rooms",
                                       "• Helped in the laundry during low occupancy"]),
        ("2012 – 2015", ["Laundry Attendant, then Room Attendant", "Dusit Thani Manila, Makati City, Philippines",
                         "• Washed, pressed and folded guest and hotel linen; from 2014 cleaned guest rooms"]),
    ]
    t = d.add_table(rows=0, cols=2)
    no_borders(t)
    for when, lines in jobs:
        row = t.add_row().cells
        row[0].width, row[1].width = Cm(4.2), Cm(12.8)
        cell_text(row[0], [when], size=9.5)
        cell_text(row[1], lines, bold_first=True)
    heading(d, "EDUCATION", "2E75B6")
    t2 = d.add_table(rows=0, cols=2)
    no_borders(t2)
    row = t2.add_row().cells
    cell_text(row[0], ["2008 – 2012"], size=9.5)
    cell_text(row[1], ["Bachelor of Science in Hotel and Restaurant Management", "Lyceum of the Philippines University, Manila"], bold_first=True)
    heading(d, "CERTIFICATES", "2E75B6")
    bullets(d, ["WHMIS 2015 (2023)", "FOODSAFE Level 1 (BC)", "Standard First Aid with CPR-C (Red Cross, 2024)"])
    heading(d, "SKILLS", "2E75B6")
    t3 = d.add_table(rows=3, cols=2)
    no_borders(t3)
    sk = ["Guest room cleaning and turndown", "Laundry and linen care", "Chemical safety (WHMIS)", "Attention to detail",
          "HotSOS", "English, Tagalog"]
    for i, s in enumerate(sk):
        cell_text(t3.cell(i // 2, i % 2), ["• " + s])
    save(d, "21-room-attendant-layout-table-bc-ca.docx")


# 22 -- NYC sous chef: Word tab stops for right-aligned dates -----------------------------------------------------
def f22():
    d = new("Garamond", 11)
    p = para(d, "ANTHONY RUSSO", bold=True, size=20, space_after=0)
    para(d, "Sous Chef  |  Brooklyn, NY 11215  |  (718) 555-0104  |  arusso.chef@example.com", size=10, space_after=8)
    heading(d, "Summary", "000000")
    para(d, "Sous chef with 12 years in New York kitchens, from prep cook to running the line at a 250-seat Midtown brasserie. "
            "Strong on ordering, food cost and keeping a calm, clean kitchen. ServSafe Manager and NYC Food Protection certified.")
    heading(d, "Experience", "000000")
    tabbed(d, "Sous Chef", "Jan 2020 – Present")
    para(d, "The Smith – Midtown, New York, NY", italic=True, space_after=1)
    bullets(d, ["Run the line for 500–700 covers a day with a brigade of 14 cooks",
                "Order produce, protein and dry goods; keep food cost at 28–30%",
                "Write prep lists and schedules; train new line cooks on every station",
                "Pass DOHMH inspections with an A grade"])
    tabbed(d, "Line Cook / Junior Sous Chef", "Mar 2016 – Dec 2019")
    para(d, "Carmine's – Upper West Side, New York, NY", italic=True, space_after=1)
    bullets(d, ["Sauté and grill stations for family-style Italian, 1,000+ covers on weekends",
                "Promoted to junior sous chef in 2018: closing manager two nights a week"])
    tabbed(d, "Prep Cook", "Jun 2014 – Feb 2016")
    para(d, "Eataly NYC Flatiron, New York, NY", italic=True, space_after=1)
    bullets(d, ["Butchery, pasta and sauce production for the restaurants and the market counters"])
    heading(d, "Education", "000000")
    tabbed(d, "Culinary Arts Diploma", "2014")
    para(d, "Institute of Culinary Education, New York, NY", italic=True)
    heading(d, "Certifications", "000000")
    bullets(d, ["ServSafe Food Protection Manager (2025)", "NYC DOHMH Food Protection Certificate", "Allergen Awareness (ServSafe)"])
    heading(d, "Skills", "000000")
    para(d, "Menu development • Food costing • Inventory and ordering • Butchery • Pasta making • Sauté • Grill • "
            "Kitchen leadership • Scheduling • HACCP • Toast POS and kitchen display systems • Spanish (kitchen)")
    save(d, "22-sous-chef-tab-stops-nyc-us.docx")


# 23 -- UK backpacker on working holiday in Canadian resorts: seasons as dates ------------------------------------
def f23():
    d = new("Calibri", 11)
    para(d, "Oliver \"Ollie\" Bennett", bold=True, size=18, space_after=0)
    para(d, "Whistler, BC (IEC working holiday visa, valid to Aug 2027)", space_after=0)
    para(d, "Phone: 604-555-0185   Email: ollie.bennett.travels@example.co.uk", space_after=8)
    heading(d, "Profile", "7030A0")
    para(d, "Outgoing hospitality all-rounder from Cornwall with four seasons in ski and lake resorts. Comfortable behind the bar, "
            "on the floor or in housekeeping; happy to live in staff housing and work split shifts.")
    heading(d, "Seasonal Work", "7030A0")
    jobs = [
        ("Food & Beverage Attendant", "Whistler Blackcomb (Vail Resorts) – Roundhouse Lodge, Whistler BC", "Winter season, Nov 2025 – Apr 2026",
         ["Cafeteria and bar service at the top of the gondola, 3,000+ guests a day", "Cash and card payments, restocking, end-of-day cleaning"]),
        ("Server", "Fairmont Chateau Lake Louise – Poppy Brasserie, Lake Louise AB", "May 2025 – Oct 2025",
         ["Breakfast and lunch service for 200+ covers; allergies and dietary requirements", "Serving It Right and ProServe certified"]),
        ("Room Attendant", "Banff Springs Hotel (Fairmont), Banff AB", "Dec 2024 – Apr 2025",
         ["Cleaned 12–14 rooms per day, linen and amenities"]),
        ("Bar Staff", "The Watering Hole, Perranporth, Cornwall", "Summers 2021 – 2024",
         ["Beach bar in peak season: pouring pints, cocktails, glass collecting and cellar work"]),
    ]
    for title, where, when, bl in jobs:
        p = para(d, "", space_after=0)
        runs(p, (title, True), (" — " + where, False))
        para(d, when, italic=True, space_after=1)
        bullets(d, bl)
    heading(d, "Other Work", "7030A0")
    p = para(d, "", space_after=0)
    runs(p, ("Sales Assistant (part-time)", True), (" — Tesco Express, Newquay", False))
    para(d, "Sept 2021 – Oct 2024, alongside college and summer bar work", italic=True)
    heading(d, "Education", "7030A0")
    para(d, "BTEC Level 3 Extended Diploma in Travel and Tourism (DMM) – Truro and Penwith College, 2021–2023", space_after=1)
    para(d, "GCSEs (7) – Newquay Tretherras, 2021")
    heading(d, "Certificates", "7030A0")
    bullets(d, ["Serving It Right (BC) – 2025", "ProServe (Alberta) – 2025", "Personal Licence holder (UK) – APLH Level 2", "Level 2 Food Hygiene"])
    heading(d, "Skills", "7030A0")
    para(d, "Bar service, table service, cash handling, housekeeping, teamwork, adaptability. Skiing and snowboarding (good!).")
    save(d, "23-seasonal-resort-worker-whistler-ca.docx")


# 24 -- Sydney JB Hi-Fi casual: name and contact only in the page header ------------------------------------------
def f24():
    d = new("Calibri", 11)
    hdr = d.sections[0].header
    hp = hdr.paragraphs[0]
    r = hp.add_run("Priya Raghavan")
    r.bold, r.font.size = True, Pt(16)
    hp2 = hdr.add_paragraph("Parramatta NSW 2150  |  0491 570 006  |  priya.raghavan@example.com")
    hp2.runs[0].font.size = Pt(9.5)
    heading(d, "Career Objective", "C00000")
    para(d, "Second-year Bachelor of Business student at Western Sydney University looking for casual retail work "
            "(15–25 hours a week) in consumer electronics or fashion. Retail experience since school, strong product knowledge and a "
            "track record of high sales per hour.")
    heading(d, "Employment History", "C00000")
    p = para(d, "", space_after=0); runs(p, ("Sales Associate (Casual)", True), ("  |  JB Hi-Fi, Westfield Parramatta", False))
    para(d, "Feb 2023 – Current", italic=True, space_after=1)
    bullets(d, ["Sell laptops, phones, TVs and accessories; explain plans, warranties and trade-ins",
                "Regularly in the store's top 5 for sales per hour and attachment rate",
                "Process sales, lay-bys and returns on the POS; click-and-collect orders",
                "Stocktake and merchandising of the computers department"])
    p = para(d, "", space_after=0); runs(p, ("Team Member", True), ("  |  Kmart, Merrylands", False))
    para(d, "Jun 2020 – Jan 2023", italic=True, space_after=1)
    bullets(d, ["Checkouts and self-serve, layby counter, replenishment and online order picking",
                "Christmas trade and stocktake nights"])
    p = para(d, "", space_after=0); runs(p, ("Crew Member", True), ("  |  Hungry Jack's, Parramatta", False))
    para(d, "2019 – 2020", italic=True, space_after=1)
    bullets(d, ["Front counter and kitchen while at school"])
    heading(d, "Education", "C00000")
    para(d, "Bachelor of Business (Marketing) – Western Sydney University, 2025 – current", space_after=1)
    para(d, "Higher School Certificate (HSC) – Arthur Phillip High School, 2022")
    heading(d, "Skills", "C00000")
    bullets(d, ["Consumer electronics product knowledge", "Sales and upselling", "POS and cash handling", "Visual merchandising",
                "Stocktake", "Customer service", "Microsoft Excel", "Languages: English, Tamil"])
    heading(d, "Certificates", "C00000")
    bullets(d, ["RSA (NSW) – 2024", "Working with Children Check (NSW)"])
    para(d, "Referees available upon request", italic=True)
    save(d, "24-sales-associate-header-contact-au.docx")


# 25 -- New Orleans bartender: many short, overlapping jobs; Word headings ----------------------------------------
def f25():
    d = new("Cambria", 11)
    d.add_heading("DeShawn \"Dee\" Carter", 0)
    para(d, "New Orleans, LA 70117 · (504) 555-0148 · dee.carter.bar@example.com · Instagram: @deemakesdrinks")
    d.add_heading("Bartender", 1)
    para(d, "Fast, personable bartender with 8 years behind busy French Quarter and Frenchmen Street bars, festivals and private events. "
            "High-volume service, classic New Orleans cocktails, and a regular crowd that follows me.")
    d.add_heading("Experience", 1)
    jobs = [
        ("Bartender", "Pat O'Brien's, French Quarter", "Jan. 2020 to date", ["Main bar and piano bar; Hurricanes by the hundreds on Mardi Gras weekends",
                                                                             "Cash and card handling, bank at close, inventory counts"]),
        ("Event Bartender (freelance, weekends)", "Swizzle Stick Events, New Orleans", "Mar. 2022 to date", ["Weddings, corporate parties and Jazz Fest VIP tents"]),
        ("Bartender", "d.b.a., Frenchmen Street", "Jun. 2019 – Mar. 2020", ["Live-music bar; craft beer and classic cocktails"]),
        ("Barback", "Tropical Isle, Bourbon Street", "Aug. 2018 – May 2019", ["Stocked ice, glassware and kegs; promoted to bartender on Sundays"]),
        ("Server", "Commander's Palace, Garden District", "Feb. 2017 – Jul. 2018", ["Fine-dining service and wine pairing; jazz brunch"]),
        ("Server / Host", "Café Du Monde, French Market", "Summer 2016", ["Took orders, served beignets and café au lait, bussed tables"]),
    ]
    for title, where, when, bl in jobs:
        p = d.add_paragraph()
        runs(p, (title, True), (" — " + where, False))
        p.paragraph_format.space_after = Pt(0)
        para(d, when, italic=True, space_after=1)
        bullets(d, bl)
    d.add_heading("Certifications", 1)
    bullets(d, ["Louisiana Responsible Vendor (Bar Card), exp. 2027", "ServSafe Alcohol", "New Orleans Food Handler Card"])
    d.add_heading("Skills", 1)
    para(d, "Classic cocktails · Mixology · Speed and volume · Cash handling · Toast and Aloha POS · Inventory · Wine basics · "
            "Guest relations · Conflict resolution")
    d.add_heading("Education", 1)
    para(d, "Frederick A. Douglass High School, New Orleans, LA — High School Diploma, 2016")
    save(d, "25-bartender-many-short-jobs-nola-us.docx")


# 26 -- Glasgow contact-centre adviser: Word heading styles, tab-stop dates ----------------------------------------
def f26():
    d = new("Arial", 10.5)
    para(d, "Stephen McAllister", bold=True, size=20, space_after=0)
    para(d, "Dennistoun, Glasgow G31  ·  07700 900732  ·  stephen.mcallister@example.co.uk", space_after=6)
    d.add_heading("Personal Statement", 2)
    para(d, "Customer service adviser with over seven years in busy contact centres for telecoms, energy and banking. "
            "I stay calm with upset customers, hit my targets and like solving the problem on the first call. "
            "Now looking for a team leader or complaints specialist role.")
    d.add_heading("Employment History", 2)
    tabbed(d, "Customer Service Adviser – Complaints Team, BT Group, Glasgow", "Mar 2021 – Present", pos=Cm(17))
    bullets(d, ["Resolve escalated complaints on broadband, TV and mobile by phone, email and web chat",
                "Ofcom complaint-handling rules; keep clear notes in the CRM and Salesforce",
                "Coach new advisers in the buddy scheme, quality score 94% average"])
    tabbed(d, "Customer Service Advisor, ScottishPower, Cambuslang", "Sept 2019 – Feb 2021", pos=Cm(17))
    bullets(d, ["Inbound billing and meter reading calls, payment plans and vulnerable-customer support",
                "Worked from home from March 2020"])
    tabbed(d, "Call Centre Agent (temporary), Sky, Livingston", "Jan 2019 – Aug 2019", pos=Cm(17))
    bullets(d, ["Outbound retention and sales calls for TV and broadband packages through Randstad"])
    tabbed(d, "Sales Assistant, JD Sports, Buchanan Galleries", "2016 – 2018", pos=Cm(17))
    bullets(d, ["Footwear and clothing sales, tills and stock room"])
    d.add_heading("Education", 2)
    tabbed(d, "HNC Business – Glasgow Clyde College", "2017 – 2018", pos=Cm(17))
    tabbed(d, "Highers: English (B), Business Management (B), Modern Studies (C) – Smithycroft Secondary School", "2016", bold=False, pos=Cm(17))
    d.add_heading("Skills", 2)
    bullets(d, ["Complaint handling and de-escalation", "Salesforce and Genesys Cloud", "Microsoft Outlook, Word and Excel",
                "Retention and sales", "First contact resolution", "Data protection (GDPR)", "Touch typing 50 wpm"])
    d.add_heading("Interests", 2)
    para(d, "Five-a-side football, Celtic season ticket holder, volunteer coach for Dennistoun Youth FC.")
    save(d, "26-contact-centre-adviser-glasgow-uk.docx")


# 27 -- Bengaluru retail sales executive: experience table, stated total above the dated one ------------------------
def f27():
    d = new("Times New Roman", 11)
    para(d, "RESUME", bold=True, size=14, align="center")
    para(d, "MOHAMMED IRFAN K", bold=True, size=13, space_after=0)
    para(d, "No. 14, 3rd Cross, Shivajinagar, Bengaluru - 560051", space_after=0)
    para(d, "Mobile: +91 99001 55036   Email: irfan.k.retail@example.in", space_after=6)
    heading(d, "OBJECTIVE", "000000", 11)
    para(d, "Seeking a position as Store Manager / Floor Manager in an organised retail brand where my 9 years of experience in "
            "sales and customer service can be utilised.")
    heading(d, "WORK EXPERIENCE", "000000", 11)
    para(d, "Total Experience: 9 Years", bold=True)
    t = d.add_table(rows=1, cols=4)
    t.style = "Table Grid"
    for i, h in enumerate(["Organisation", "Designation", "From", "To"]):
        t.rows[0].cells[i].text = h
        t.rows[0].cells[i].paragraphs[0].runs[0].bold = True
    rows = [("Lifestyle International Pvt. Ltd., Phoenix Marketcity, Bengaluru", "Senior Sales Executive / Floor In-charge", "Jun 2023", "Till date"),
            ("Reliance Trends, Commercial Street, Bengaluru", "Sales Executive", "Aug 2021", "May 2023"),
            ("Big Bazaar (Future Retail Ltd.), Koramangala", "Cashier cum Sales Associate", "Jan 2020", "Jul 2021")]
    for r in rows:
        cells = t.add_row().cells
        for i, v in enumerate(r):
            cells[i].text = v
    para(d, "")
    para(d, "Roles and Responsibilities:", bold=True)
    bullets(d, ["Handling a team of 8 sales staff in the men's apparel section at Lifestyle",
                "Achieving monthly sales targets and conducting daily briefing",
                "Visual merchandising as per VM guidelines, stock receiving and stock audit",
                "Billing on POS (SAP), handling cash and card payments, exchange and return",
                "Customer handling and complaint resolution"])
    heading(d, "EDUCATIONAL QUALIFICATION", "000000", 11)
    t2 = d.add_table(rows=1, cols=3)
    t2.style = "Table Grid"
    for i, h in enumerate(["Qualification", "Board / University", "Year"]):
        t2.rows[0].cells[i].text = h
    for r in [("B.Com", "Bangalore University", "2018"), ("PUC (Commerce)", "Department of Pre-University Education, Karnataka", "2015"),
              ("SSLC", "Karnataka Secondary Education Examination Board", "2013")]:
        cells = t2.add_row().cells
        for i, v in enumerate(r):
            cells[i].text = v
    heading(d, "SKILLS", "000000", 11)
    bullets(d, ["Sales and customer service", "Visual merchandising", "Inventory management", "SAP POS billing", "MS Excel",
                "Team handling", "Languages: English, Kannada, Hindi, Urdu, Tamil"])
    heading(d, "PERSONAL DETAILS", "000000", 11)
    for line in ["Father's Name : K. Abdul Rasheed", "Date of Birth : 05-06-1997", "Marital Status : Married", "Nationality : Indian"]:
        para(d, line, space_after=0)
    heading(d, "DECLARATION", "000000", 11)
    para(d, "I hereby declare that the above furnished details are true to the best of my knowledge.")
    para(d, "Place: Bengaluru\t\t\t\t\t\t(MOHAMMED IRFAN K)")
    save(d, "27-retail-sales-executive-table-bengaluru-in.docx")


# 28 -- Gig shopper/driver on several apps, plain Word, stay-at-home gap line -----------------------------------
def f28():
    d = new("Calibri", 11)
    para(d, "Jennifer L. Ortiz", bold=True, size=16, space_after=0)
    para(d, "Lakewood, OH 44107 | 216-555-0139 | jen.ortiz.shops@example.com", space_after=8)
    para(d, "SUMMARY", bold=True)
    para(d, "Dependable personal shopper and delivery driver on Instacart, Shipt and DoorDash since 2021. Mom of three returning "
            "to steady part-time or full-time work. Organized, accurate, and great with customers.")
    para(d, "WORK EXPERIENCE", bold=True)
    para(d, "Independent Contractor – Personal Shopper & Delivery Driver (Instacart, Shipt, DoorDash)", bold=True, space_after=0)
    para(d, "Cleveland West Side | 2021 – Present", space_after=1)
    bullets(d, ["Shop and deliver 15–25 grocery orders a week with 99% accuracy; 5.0 rating on Shipt",
                "Choose good replacements and text customers about out-of-stocks",
                "Handle alcohol orders with ID checks; track mileage and taxes myself"])
    para(d, "Seasonal Sales Associate – Target, Rocky River OH", bold=True, space_after=0)
    para(d, "Oct 2020 – Jan 2021", space_after=1)
    bullets(d, ["Drive Up and Order Pickup; cashier and guest service during the holidays"])
    para(d, "Stay-at-home parent", bold=True, space_after=0)
    para(d, "2014 – 2020", space_after=1)
    para(d, "Shift Manager – Panera Bread, Westlake OH", bold=True, space_after=0)
    para(d, "Mar 2010 – Jun 2014", space_after=1)
    bullets(d, ["Opened and closed the café, counted drawers and made deposits",
                "Scheduled and trained 10 associates; food safety and line checks"])
    para(d, "Cashier – Marc's, Lakewood OH", bold=True, space_after=0)
    para(d, "2007 – 2010", space_after=1)
    para(d, "EDUCATION", bold=True)
    para(d, "Lakewood High School – Diploma, 2007", space_after=1)
    para(d, "Cuyahoga Community College – Certificate in Business Management (in progress, 2 of 4 courses)", space_after=6)
    para(d, "SKILLS", bold=True)
    para(d, "Customer service, grocery shopping and product selection, time management, route planning, cash handling, "
            "scheduling, food safety, Microsoft Word, Google Maps. Valid Ohio driver's license, insured SUV.")
    para(d, "CERTIFICATIONS", bold=True)
    para(d, "ServSafe Food Handler (2023)")
    save(d, "28-gig-shopper-multi-app-returner-oh-us.docx")


if __name__ == "__main__":
    for f in (f21, f22, f23, f24, f25, f26, f27, f28):
        f()

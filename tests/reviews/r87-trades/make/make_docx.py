#!/usr/bin/python3
"""Writes files/21..28 *.docx with python-docx (Debian's python3-docx): tables used for layout, tab stops for
right-aligned dates, bulleted lists, Word heading styles, a page header holding the contact details.
Run: /usr/bin/python3 make/make_docx.py"""
import os
from docx import Document
from docx.enum.table import WD_TABLE_ALIGNMENT
from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Cm, Pt, RGBColor

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "files")


def new_doc(font="Calibri", size=10.5, margins=2.0):
    d = Document()
    st = d.styles["Normal"]
    st.font.name = font
    st.font.size = Pt(size)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), font)
    for s in d.sections:
        s.left_margin = s.right_margin = Cm(margins)
        s.top_margin = s.bottom_margin = Cm(margins * 0.8)
    return d


def para(where, text="", bold=False, italic=False, size=None, color=None, align=None, space_after=2, style=None):
    p = where.add_paragraph(style=style) if style else where.add_paragraph()
    if text:
        r = p.add_run(text)
        r.bold, r.italic = bold, italic
        if size:
            r.font.size = Pt(size)
        if color:
            r.font.color.rgb = RGBColor.from_string(color)
    if align is not None:
        p.alignment = align
    p.paragraph_format.space_after = Pt(space_after)
    return p


def runs(p, *parts):
    """parts: (text, bold, italic)"""
    for text, b, i in parts:
        r = p.add_run(text)
        r.bold, r.italic = b, i
    return p


def bullet(where, text):
    p = where.add_paragraph(text, style="List Bullet")
    p.paragraph_format.space_after = Pt(1)
    return p


def tabbed(d, left, right, width_cm, bold=True, italic_right=False, before=6):
    """A line with text on the left and dates at a right-aligned tab stop."""
    p = d.add_paragraph()
    p.paragraph_format.tab_stops.add_tab_stop(Cm(width_cm), WD_TAB_ALIGNMENT.RIGHT)
    r = p.add_run(left)
    r.bold = bold
    p.add_run("\t")
    r2 = p.add_run(right)
    r2.italic = italic_right
    p.paragraph_format.space_after = Pt(0)
    p.paragraph_format.space_before = Pt(before)
    return p


def rule_heading(d, text, color="1F4E79", size=12):
    p = para(d, text.upper(), bold=True, size=size, color=color, space_after=3)
    p.paragraph_format.space_before = Pt(10)
    pPr = p._p.get_or_add_pPr()
    bdr = OxmlElement("w:pBdr")
    bottom = OxmlElement("w:bottom")
    for k, v in (("w:val", "single"), ("w:sz", "6"), ("w:space", "1"), ("w:color", color)):
        bottom.set(qn(k), v)
    bdr.append(bottom)
    pPr.append(bdr)
    return p


def no_borders(table):
    tbl = table._tbl
    tblPr = tbl.tblPr
    borders = OxmlElement("w:tblBorders")
    for edge in ("top", "left", "bottom", "right", "insideH", "insideV"):
        el = OxmlElement(f"w:{edge}")
        el.set(qn("w:val"), "nil")
        borders.append(el)
    tblPr.append(borders)


def widths(table, *cms):
    for row in table.rows:
        for cell, w in zip(row.cells, cms):
            cell.width = Cm(w)


def cell_text(cell, text, bold=False, italic=False, size=None):
    cell.paragraphs[0].text = ""
    r = cell.paragraphs[0].add_run(text)
    r.bold, r.italic = bold, italic
    if size:
        r.font.size = Pt(size)
    cell.paragraphs[0].paragraph_format.space_after = Pt(1)
    return cell.paragraphs[0]


def save(d, name):
    d.save(os.path.join(OUT, name))


# 21 US Amazon warehouse: a two-column layout table per job (dates cell | details cell) -------------------------
def f21():
    d = new_doc("Arial", 10, 1.8)
    para(d, "JAMAL ROBINSON", bold=True, size=18, space_after=0)
    para(d, "San Bernardino, CA 92408  •  (909) 555-0188  •  jamal.robinson.wh@example.com", size=9.5, space_after=8)
    rule_heading(d, "Summary", "333333")
    para(d, "Warehouse process assistant with 8 years in fulfillment and distribution: stow, pick, pack, ship dock and "
            "forklift. I help run a department of 40+ associates, hit rate and quality goals, and keep people safe.")
    rule_heading(d, "Work Experience", "333333")
    jobs = [
        ("05/2023 – Present", "Process Assistant (PA)", "Amazon – ONT8 Fulfillment Center, Moreno Valley, CA",
         ["Support the area manager running outbound pick and pack for 40–60 associates per shift",
          "Assign paths, watch rates in FCLM, coach low performers and new hires",
          "Run start-of-shift safety huddles; zero recordables on my shift in 2024"]),
        ("09/2021 – 04/2023", "Fulfillment Associate (Tier 1)", "Amazon – ONT8 Fulfillment Center, Moreno Valley, CA",
         ["Stow, pick and pack with RF scanner, 130% of rate on stow", "Trained on Order Picker and Reach Truck (PIT)"]),
        ("01/2019 – 08/2021", "Forklift Operator", "Lowe's Regional Distribution Center, Rialto, CA",
         ["Sit-down and stand-up forklift, putaway and replenishment of bulk appliances",
          "Loaded outbound trailers to store routes, cycle counts"]),
        ("11/2018 – 01/2019", "Package Handler (seasonal peak)", "UPS, Ontario, CA",
         ["Loading and unloading trailers, 1,000+ packages an hour"]),
    ]
    t = d.add_table(rows=0, cols=2)
    no_borders(t)
    for when, title, co, bl in jobs:
        row = t.add_row().cells
        cell_text(row[0], when, bold=True)
        cell_text(row[1], title, bold=True)
        para(row[1], co, italic=True, space_after=1)
        for b in bl:
            bullet(row[1], b)
    widths(t, 4.0, 13.4)
    rule_heading(d, "Certifications", "333333")
    for c in ["Forklift / Powered Industrial Truck (PIT) – Class I, II and IV",
              "OSHA 10-Hour General Industry", "CPR/AED – American Heart Association (2024)"]:
        bullet(d, c)
    rule_heading(d, "Skills", "333333")
    t = d.add_table(rows=3, cols=3)
    no_borders(t)
    skills = ["RF scanners", "Warehouse management systems (WMS)", "Forklift & reach truck", "Order picker",
              "Inventory cycle counts", "Shipping & receiving", "Team leadership", "Safety huddles", "Microsoft Excel"]
    for i, s in enumerate(skills):
        cell_text(t.rows[i // 3].cells[i % 3], "• " + s)
    rule_heading(d, "Education", "333333")
    tabbed(d, "High School Diploma – Cajon High School, San Bernardino, CA", "2018", 17.4, bold=False)
    save(d, "21-amazon-process-assistant-table-us.docx")


# 22 UK electrician: Word headings, right-aligned tab stops ------------------------------------------------------
def f22():
    d = new_doc("Calibri", 11, 2.0)
    h = d.add_heading("Connor Walsh", level=0)
    para(d, "Approved Electrician  |  JIB ECS Gold Card  |  18th Edition", bold=True, space_after=0)
    para(d, "Solihull, West Midlands B92  |  07700 900129  |  connor.walsh.sparks@example.co.uk", space_after=6)
    d.add_heading("Profile", level=1)
    para(d, "JIB Approved Electrician with ten years in the trade, from apprentice to running commercial fit-outs. "
            "Containment, SWA, distribution boards, fire alarm and emergency lighting, and full testing and "
            "certification. Own tools and van, full UK driving licence.")
    d.add_heading("Qualifications & Cards", level=1)
    for c in ["JIB ECS Gold Card – Approved Electrician (exp. 2028)",
              "18th Edition BS 7671:2018+A2 (City & Guilds 2382-22)",
              "City & Guilds 2391-52 Inspection and Testing",
              "AM2 – passed 2020",
              "IPAF 3a/3b and PASMA",
              "Full UK driving licence"]:
        bullet(d, c)
    d.add_heading("Employment History", level=1)
    W = 17.0
    tabbed(d, "Approved Electrician – NG Bailey, Birmingham", "Mar 2022 – Present", W)
    for b in ["Commercial office and university fit-outs: containment (tray, basket, trunking), SWA and LSF cabling",
              "Install and test distribution boards, fire alarm and emergency lighting systems",
              "Testing and certification with a Megger MFT, EICRs, snagging with the client",
              "Supervise 2 apprentices and an electrical improver"]:
        bullet(d, b)
    tabbed(d, "Electrician (self-employed) – Walsh Electrical Services, Solihull", "Jun 2020 – Feb 2022", W)
    for b in ["Domestic rewires, consumer unit changes, EV chargers and EICRs for landlords",
              "Quoting, invoicing and NICEIC paperwork"]:
        bullet(d, b)
    tabbed(d, "Apprentice Electrician – Briggs & Forrester, Birmingham", "Sep 2016 – May 2020", W)
    for b in ["4-year JTL apprenticeship on schools, hospitals and offices", "First and second fix, containment, cable pulling"]:
        bullet(d, b)
    tabbed(d, "Saturday Yard Assistant (part-time) – Jewson, Solihull", "2014 – 2016", W)
    bullet(d, "Loading customer orders, forklift (counterbalance), serving at the trade counter")
    d.add_heading("Education", level=1)
    tabbed(d, "Level 3 NVQ Diploma in Installing Electrotechnical Systems and Equipment", "2020", W, bold=True)
    para(d, "South & City College Birmingham", italic=True, space_after=2)
    tabbed(d, "9 GCSEs (grades 4–7)", "2016", W, bold=True)
    para(d, "Arden Academy, Knowle", italic=True, space_after=2)
    d.add_heading("Skills", level=1)
    para(d, "Inspection and testing • Fault finding • Containment • SWA cabling • Fire alarm systems • Emergency lighting • "
            "EICRs • Reading drawings • Domestic rewires • Mentoring apprentices")
    para(d, "References available on request.", italic=True)
    save(d, "22-jib-approved-electrician-tabs-uk.docx")


# 23 Canadian heavy-duty mechanic: employer-first headings with roles under them ---------------------------------
def f23():
    d = new_doc("Cambria", 10.5, 2.0)
    para(d, "BRETT KOWALCHUK", bold=True, size=20, align=WD_ALIGN_PARAGRAPH.CENTER, space_after=0)
    para(d, "Journeyperson Heavy Equipment Technician – Red Seal", align=WD_ALIGN_PARAGRAPH.CENTER, space_after=0)
    para(d, "Sherwood Park, AB  ·  780-555-0161  ·  b.kowalchuk.hd@example.ca", align=WD_ALIGN_PARAGRAPH.CENTER, space_after=8)
    rule_heading(d, "Tickets & Certifications", "7F6000")
    for c in ["Red Seal – Heavy Duty Equipment Technician (Alberta Journeyperson Certificate, 2019)",
              "H2S Alive (Energy Safety Canada)", "Standard First Aid / CPR C", "CSTS-2020",
              "Class 3 Driver's Licence with Q (air brake) endorsement"]:
        bullet(d, c)
    rule_heading(d, "Work Experience", "7F6000")
    W = 17.0
    tabbed(d, "SUNCOR ENERGY – Fort McMurray, AB", "14 on / 14 off rotation", W, italic_right=True)
    tabbed(d, "Heavy Duty Mechanic", "Mar 2022 – Present", W, bold=False, before=0)
    for b in ["Maintain CAT 797F and Komatsu 930E haul trucks and CAT D11 dozers in the mine shop and field",
              "Hydraulic, powertrain and electrical diagnostics with CAT ET and Komatsu tools",
              "PM services, component changes (engines, final drives, wheel motors)"]:
        bullet(d, b)
    tabbed(d, "FINNING CANADA – Edmonton, AB", "", W)
    tabbed(d, "Heavy Equipment Technician", "Nov 2019 – Feb 2022", W, bold=False, before=0)
    for b in ["Field service truck on construction and pipeline equipment (excavators, loaders, graders)",
              "Engine rebuilds and hydraulic pump/valve repair in the shop"]:
        bullet(d, b)
    tabbed(d, "Apprentice Heavy Equipment Technician", "Apr 2015 – Oct 2019", W, bold=False, before=2)
    for b in ["4-year apprenticeship; rotated through engine, hydraulic and undercarriage shops"]:
        bullet(d, b)
    tabbed(d, "CANADIAN TIRE – Sherwood Park, AB", "", W)
    tabbed(d, "Tire & Lube Technician", "2013 – 2015", W, bold=False, before=0)
    bullet(d, "Oil changes, tire swaps and balancing, battery tests")
    rule_heading(d, "Education", "7F6000")
    para(d, "NAIT (Northern Alberta Institute of Technology) – Heavy Equipment Technician Apprenticeship, 2015–2019", space_after=1)
    para(d, "Salisbury Composite High School – Alberta High School Diploma, 2013", space_after=1)
    rule_heading(d, "Skills", "7F6000")
    para(d, "Hydraulics · Diesel engines · CAT ET diagnostics · Electrical troubleshooting · Preventive maintenance · "
            "Welding (SMAW, basic) · Undercarriage · Safety-first attitude")
    save(d, "23-heavy-duty-mechanic-rotation-ab-ca.docx")


# 24 AU cleaning supervisor: name and contact in the page header only ----------------------------------------
def f24():
    d = new_doc("Calibri", 11, 2.2)
    hdr = d.sections[0].header
    hp = hdr.paragraphs[0]
    runs(hp, ("Maria Papadopoulos", True, False))
    hp.alignment = WD_ALIGN_PARAGRAPH.CENTER
    para(hdr, "Marion SA 5043  |  0491 570 159  |  maria.papadopoulos@example.com.au", size=9, align=WD_ALIGN_PARAGRAPH.CENTER)
    para(d, "Career Objective", bold=True, size=13, color="2E7D32")
    para(d, "Cleaning supervisor with 12 years in commercial, hospital and airport cleaning. I lead teams that pass "
            "audits, and I still get on the machines myself. Looking for a supervisor or site manager role.")
    para(d, "Employment", bold=True, size=13, color="2E7D32")
    entries = [
        ("Cleaning Supervisor", "ISS Facility Services – Adelaide Airport", "Feb 2021 – Current",
         ["Supervise 22 cleaners over 3 shifts in the terminal, amenities and airside offices",
          "Rosters, timesheets and onboarding; weekly quality audits (95%+ scores)",
          "Machine work: Tennant ride-on scrubbers and burnishers, carpet extraction",
          "Chemical safety: SDS register, dilution control and staff training"]),
        ("Commercial Cleaner", "Spotless (Downer) – Flinders Medical Centre, Bedford Park", "Jan 2016 – Jan 2021",
         ["Ward and theatre cleaning to infection control standards, terminal cleans",
          "Strip and seal of vinyl floors, spill response"]),
        ("Cleaner (casual)", "Jim's Cleaning – Marion", "2013 – 2015",
         ["Domestic and end-of-lease cleans"]),
    ]
    for title, co, when, bl in entries:
        p = para(d, "", space_after=0)
        runs(p, (title, True, False), ("  |  " + co, False, False))
        para(d, when, italic=True, space_after=1)
        for b in bl:
            bullet(d, b)
    para(d, "2015: parental leave", italic=True)
    para(d, "Qualifications", bold=True, size=13, color="2E7D32")
    bullet(d, "Certificate III in Cleaning Operations – TAFE SA, 2018")
    bullet(d, "First Aid (HLTAID011) – 2025")
    bullet(d, "Infection Prevention and Control (COVID-19) – Dept of Health")
    bullet(d, "National Police Check – 2025")
    para(d, "Skills", bold=True, size=13, color="2E7D32")
    for s in ["Floor care: strip & seal, burnishing", "Ride-on scrubbers (Tennant)", "Infection control",
              "Staff rostering", "Quality audits", "Chemical handling", "Training new staff"]:
        bullet(d, s)
    para(d, "Referees", bold=True, size=13, color="2E7D32")
    para(d, "Available on request")
    save(d, "24-cleaning-supervisor-header-contact-au.docx")


# 25 US security officer: simple Word file, several short jobs and a caregiving gap -----------------------------
def f25():
    d = new_doc("Times New Roman", 11.5, 2.2)
    para(d, "Luis A. Herrera", bold=True, size=16, align=WD_ALIGN_PARAGRAPH.CENTER, space_after=0)
    para(d, "Van Nuys, CA 91405 | (818) 555-0107 | luis.herrera.security@example.com", align=WD_ALIGN_PARAGRAPH.CENTER, space_after=8)
    para(d, "SUMMARY", bold=True)
    para(d, "Licensed unarmed security officer. Patrol, access control, CCTV and incident reports at hospital, "
            "retail and office sites. Calm with the public, bilingual English/Spanish.")
    para(d, "LICENSES & CERTIFICATIONS", bold=True)
    for c in ["California BSIS Guard Card (G 1234567), active", "Baton Permit (BSIS)",
              "CPR/AED and First Aid – American Red Cross", "Pepper Spray (OC) Certificate"]:
        bullet(d, c)
    para(d, "EXPERIENCE", bold=True)
    jobs = [
        ("Security Officer", "Allied Universal", "Van Nuys, CA", "Jul 2024 – Present",
         ["Hospital site (Kaiser Permanente Panorama City): ER lobby, access control, patient watch",
          "Hourly patrols logged in TrackTik, daily activity and incident reports"]),
        ("Security Guard", "Securitas USA", "Burbank, CA", "Jan 2023 – Jun 2024",
         ["Front desk and lobby at a studio office building, badge access and visitor logs",
          "CCTV monitoring, alarm response, escorts"]),
        ("Loss Prevention Agent", "Macy's", "Sherman Oaks, CA", "Mar 2022 – Dec 2022",
         ["Floor walking and CCTV surveillance, shoplifting apprehensions, case reports"]),
        ("Unarmed Security Guard", "Pacific Coast Patrol Inc.", "North Hollywood, CA", "Sep 2021 – Feb 2022",
         ["Construction site and parking lot patrols, night shift"]),
    ]
    for title, co, loc, when, bl in jobs:
        p = para(d, "", space_after=0)
        runs(p, (title, True, False), (" – " + co + ", " + loc, False, False))
        para(d, when, italic=True, space_after=1)
        for b in bl:
            bullet(d, b)
    para(d, "2019 – 2021: Full-time caregiver for a family member", italic=True)
    p = para(d, "", space_after=0)
    runs(p, ("Cashier", True, False), (" – Vallarta Supermarkets, Pacoima, CA", False, False))
    para(d, "2017 – 2019", italic=True, space_after=1)
    bullet(d, "Register, cash handling, customer service in English and Spanish")
    para(d, "EDUCATION", bold=True)
    para(d, "High School Diploma – Van Nuys High School, 2017", space_after=1)
    para(d, "Los Angeles Valley College – Administration of Justice coursework (12 units)", space_after=1)
    para(d, "SKILLS", bold=True)
    para(d, "Patrol • Access control • CCTV monitoring • Report writing • De-escalation • TrackTik • "
            "Bilingual English/Spanish • Microsoft Word and Outlook")
    save(d, "25-guard-card-security-officer-us.docx")


# 26 Filipino cruise-ship cook: a sea-service table (vessel | rank | sign-on | sign-off) ------------------------
def f26():
    d = new_doc("Calibri", 10.5, 1.8)
    t = d.add_table(rows=1, cols=2)
    no_borders(t)
    l, r = t.rows[0].cells
    cell_text(l, "RAMON DELA CRUZ JR.", bold=True, size=18)
    para(l, "Demi Chef de Partie – Cruise Ships", italic=True, space_after=0)
    cell_text(r, "Cebu City, Philippines")
    para(r, "+63 917 555 0123", space_after=0)
    para(r, "ramon.delacruz.cook@example.com", space_after=0)
    widths(t, 10.5, 7.0)
    rule_heading(d, "Profile", "0B5394")
    para(d, "Cook with four contracts on Royal Caribbean and Carnival ships and four years in a five-star resort "
            "kitchen. USPH-trained, used to high-volume buffet and à la carte production for a multinational crew "
            "and guests. On vacation now, available to sign on from December 2026.")
    rule_heading(d, "Sea Service", "0B5394")
    rows = [("Company", "Vessel", "Rank", "Sign-on", "Sign-off"),
            ("Royal Caribbean International", "Harmony of the Seas", "Demi Chef de Partie", "02/2025", "10/2025"),
            ("Royal Caribbean International", "Oasis of the Seas", "Commis 1", "01/2024", "09/2024"),
            ("Royal Caribbean International", "Oasis of the Seas", "Commis 2", "03/2023", "11/2023"),
            ("Carnival Cruise Line", "Carnival Horizon", "Utility Galley / Cook", "11/2021", "07/2022")]
    t = d.add_table(rows=0, cols=5)
    t.style = "Table Grid"
    for i, row in enumerate(rows):
        cells = t.add_row().cells
        for c, v in zip(cells, row):
            cell_text(c, v, bold=(i == 0), size=9.5)
    widths(t, 4.6, 3.6, 3.6, 2.4, 2.4)
    para(d, "", space_after=2)
    para(d, "Duties on board:", bold=True, space_after=1)
    for b in ["Mise en place and production for main galley, buffets and crew mess (Asian and Western menus)",
              "Hot and cold station cooking for 3,000+ guests a day",
              "USPH sanitation standards, temperature logs, HACCP",
              "Supervise commis and utility galley staff on my section"]:
        bullet(d, b)
    rule_heading(d, "Shore Experience", "0B5394")
    tabbed(d, "Commis Cook – Shangri-La Mactan Resort & Spa, Lapu-Lapu City", "2017 – 2020", 17.4)
    for b in ["Banquet and buffet kitchen, breakfast line, garde manger", "Laid off during the pandemic (resort closed)"]:
        bullet(d, b)
    rule_heading(d, "Education & Training", "0B5394")
    for b in ["BS Hotel and Restaurant Management – University of San Carlos, Cebu City, 2016",
              "TESDA National Certificate II (NC II) in Cookery – 2016"]:
        bullet(d, b)
    rule_heading(d, "Certificates & Documents", "0B5394")
    for b in ["STCW Basic Safety Training (BST)", "Crowd Management", "Security Awareness Training with Designated Security Duties",
              "Food Safety Level 2 (HACCP)", "Seaman's Book (SIRB) and US C1/D visa valid to 2030"]:
        bullet(d, b)
    rule_heading(d, "Skills", "0B5394")
    para(d, "USPH standards · HACCP · Buffet production · Asian cuisine · Garde manger · Knife skills · Teamwork in multinational crews")
    save(d, "26-cruise-ship-cook-sea-service-ph.docx")


# 27 Irish carpenter: layout table (dates cell | details cell), name with fadas --------------------------------
def f27():
    d = new_doc("Calibri", 11, 2.0)
    para(d, "Pádraig Ó Súilleabháin", bold=True, size=20, space_after=0)
    para(d, "Carpenter & Joiner", size=12, color="595959", space_after=0)
    para(d, "Ballincollig, Co. Cork  ·  087 555 0147  ·  padraig.osullivan@example.ie", size=10, space_after=8)
    rule_heading(d, "Profile", "595959")
    para(d, "Time-served carpenter and joiner (QQI Level 6 Advanced Certificate). Site carpentry on commercial and residential jobs: "
            "first and second fix, cut roofs, formwork, kitchens and stairs. Currently foreman carpenter for Sisk in Cork.")
    rule_heading(d, "Experience", "595959")
    rows = [
        ("03/2022 – present", "Foreman Carpenter", "John Sisk & Son, Cork",
         ["Run a crew of 6 carpenters on an apartment and office scheme", "Set out from drawings, formwork, first and second fix",
          "Toolbox talks and daily safety checks with the site manager"]),
        ("2019 – 2022", "Carpenter (self-employed)", "Sub-contract to local builders, Cork and Kerry",
         ["Extensions, cut roofs, timber frame, kitchens and stairs"]),
        ("2014 – 2019", "Apprentice then Carpenter & Joiner", "Murphy Joinery Ltd., Mallow, Co. Cork",
         ["4-year SOLAS apprenticeship: bench joinery, doors, windows and stairs in the workshop, fitting on site"]),
    ]
    t = d.add_table(rows=0, cols=2)
    no_borders(t)
    for when, title, co, bl in rows:
        c = t.add_row().cells
        cell_text(c[0], when, bold=True, size=10)
        cell_text(c[1], title, bold=True)
        para(c[1], co, italic=True, space_after=1)
        for b in bl:
            bullet(c[1], b)
    widths(t, 3.6, 13.4)
    rule_heading(d, "Education", "595959")
    t = d.add_table(rows=0, cols=2)
    no_borders(t)
    for when, what in [("2018", "QQI Level 6 Advanced Certificate – Craft (Carpentry & Joinery), SOLAS / Cork Training Centre"),
                       ("2013", "Leaving Certificate – Coláiste an Spioraid Naoimh, Bishopstown")]:
        c = t.add_row().cells
        cell_text(c[0], when, bold=True, size=10)
        cell_text(c[1], what)
    widths(t, 3.6, 13.4)
    rule_heading(d, "Tickets", "595959")
    for b in ["Safe Pass (valid to 2029)", "Manual Handling", "CSCS – Mobile Tower Scaffold", "CSCS – Telescopic Handler",
              "Full clean B licence"]:
        bullet(d, b)
    rule_heading(d, "Skills", "595959")
    para(d, "First fix · Second fix · Cut roofs · Formwork / shuttering · Kitchens and stairs · Reading drawings and setting out · "
            "Festool and power tools · Leading a crew")
    para(d, "References available on request.", italic=True)
    save(d, "27-carpenter-joiner-table-fada-ie.docx")


# 28 US delivery driver: plain Word list, several short jobs and a gap ------------------------------------------
def f28():
    d = new_doc("Calibri", 11, 2.5)
    para(d, "Tasha M. Greene", bold=True, size=16, space_after=0)
    para(d, "Charlotte, NC 28213", space_after=0)
    para(d, "(704) 555-0156", space_after=0)
    para(d, "tashagreene.drives@example.com", space_after=8)
    para(d, "Delivery driver with a clean record and 5+ years on the road. I know Charlotte and Concord street by street, "
            "I am fast, careful with packages and friendly with customers.", space_after=8)
    para(d, "Work History", bold=True, size=13)
    jobs = [
        ("Delivery Associate", "Prime Time Logistics LLC (Amazon Delivery Service Partner), Charlotte, NC", "Aug 2024 – Present",
         ["Deliver 180–250 packages a day on a 10-hour route in a Rivian / Ford Transit van",
          "Rabbit handheld scanner and the Amazon delivery app, photo on delivery, DVIR pre-trip inspections",
          "Fantastic+ scorecard 14 weeks in a row"]),
        ("Package Handler", "FedEx Ground, Charlotte, NC", "Oct 2023 – Jul 2024",
         ["Unload and sort packages, load delivery trucks by route"]),
        ("Driver Helper (seasonal)", "UPS, Charlotte, NC", "Nov 2022 – Jan 2023",
         ["Peak-season deliveries with the driver, lifting up to 70 lbs"]),
        ("Delivery Driver", "Domino's Pizza, Concord, NC", "2018 – 2021",
         ["Delivered orders in my own car, cash handling, 4.9 star rating"]),
        ("Crew Member", "McDonald's, Charlotte, NC", "2016 – 2018",
         ["Drive-thru, register and grill"]),
    ]
    for title, co, when, bl in jobs:
        para(d, title, bold=True, space_after=0)
        para(d, co, space_after=0)
        para(d, when, italic=True, space_after=1)
        for b in bl:
            bullet(d, b)
        if title == "Driver Helper (seasonal)":
            para(d, "2021 – 2022: stay-at-home parent", italic=True, space_after=4)
    para(d, "Licenses", bold=True, size=13)
    for b in ["NC Class C Driver License – clean driving record", "DOT Medical Card (2025)", "Forklift certified (FedEx Ground, 2024)"]:
        bullet(d, b)
    para(d, "Education", bold=True, size=13)
    para(d, "Garinger High School, Charlotte, NC – High School Diploma, 2016")
    para(d, "Skills", bold=True, size=13)
    for s in ["Route navigation (GPS, Google Maps)", "Time management", "Customer service", "Lifting up to 70 lbs",
              "Vehicle inspections (DVIR)", "Cash handling"]:
        bullet(d, s)
    save(d, "28-amazon-dsp-delivery-driver-gap-us.docx")


if __name__ == "__main__":
    for f in (f21, f22, f23, f24, f25, f26, f27, f28):
        f()
    print("ok")
